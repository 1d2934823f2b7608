import i18n from 'i18next';
import type { TForwardDocumentsResponse } from '@signoff/contract/documents';
import { toast } from '../../../shared/toast.ts';

/** What forwarding did, as one toast: how many went on their way, and why the others did not. */
export function toastForwardOutcome(result: TForwardDocumentsResponse) {
  const reasons = [...new Set(result.skipped.map((s) => i18n.t(`documents.skipped.${s.reason}`)))].join(', ');
  const skipped = result.skipped.length > 0 ? i18n.t('documents.skippedLine', { count: result.skipped.length, reasons }) : '';
  if (result.queued.length > 0)
    toast.success(i18n.t('documents.forwardQueued', { count: result.queued.length }) + (skipped ? ` — ${skipped}` : ''));
  else toast.error(i18n.t('documents.forwardNothing'), skipped);
}
