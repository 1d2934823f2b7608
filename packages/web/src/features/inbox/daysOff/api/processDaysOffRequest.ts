import { useMutation } from '@tanstack/react-query';
import { ZProcessDaysOffResponseSchema } from '@signoff/contract/daysOff';
import { api } from '../../../../shared/api.ts';
import { useInvalidateDaysOff } from './daysOffKeys.ts';

/**
 * POST /api/inbox/daysOff/process — form fields request_id, note, calendar_locked, new_status_{dayId}
 * (processDaysOffFormFields). The answer may carry warning 'could not send email' with a reason: the decision is saved.
 * 400 VALIDATION, 409 ALREADY_PROCESSED, 403 READ_ONLY.
 */
export function processDaysOffRequest(fields: Record<string, string>) {
  return api.post('/api/inbox/daysOff/process', fields, ZProcessDaysOffResponseSchema);
}

export function useProcessDaysOff() {
  const invalidate = useInvalidateDaysOff();
  // Also on failure: a 409 means somebody else decided meanwhile, and the refetched detail shows it.
  return useMutation({ mutationFn: processDaysOffRequest, onSettled: invalidate });
}
