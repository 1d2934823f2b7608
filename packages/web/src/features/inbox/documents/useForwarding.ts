import { mayForward, mayReforward, type TDocumentRow } from '@signoff/contract/documents';
import { errorText } from '../../../shared/api.ts';
import { useMe } from '../../../shared/session.ts';
import { toast } from '../../../shared/toast.ts';
import i18n from 'i18next';
import { useForwardDocuments } from './api/forwardDocuments.ts';
import { useDocumentTypes } from './api/getDocumentTypes.ts';
import { toastForwardOutcome } from './forwardOutcome.ts';

/**
 * What this user may do with forwarding (spec 02 §2.4): the Forward documents option for admins; forwarding again a
 * document already sent only while acting as someone, when an Invoice type exists. The server checks the same.
 */
export function useForwarding() {
  const me = useMe();
  const types = useDocumentTypes();
  const forward = useForwardDocuments();
  const facts = {
    isAdmin: me.membership.is_admin,
    isReadOnly: me.membership.is_read_only,
    isImpersonating: me.membership.is_impersonating,
  };
  const canForward = mayForward(facts);
  const canReforward = mayReforward(facts, types.data?.types.map((type) => type.name) ?? []);
  /** The action a row offers, if any: forward (or try again after a failure), or forward again once sent. */
  const actionFor = (document: TDocumentRow): 'forward' | 'retry' | 'reforward' | null => {
    if (document.forward_status === 'sending') return null;
    if (document.forward_status === 'sent') return canReforward ? 'reforward' : null;
    if (!canForward) return null;
    return document.forward_error ? 'retry' : 'forward';
  };
  const send = (ids: number[], reforward = false) =>
    forward.mutate(
      { document_ids: ids, reforward },
      { onSuccess: toastForwardOutcome, onError: (error) => toast.error(i18n.t('error.title'), errorText(error)) },
    );
  return { canForward, canReforward, actionFor, send, isSending: forward.isPending, types };
}
