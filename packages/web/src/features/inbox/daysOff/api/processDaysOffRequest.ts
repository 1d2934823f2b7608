import { useMutation } from '@tanstack/react-query';
import { daysOffEndpoints } from '@signoff/contract/api/daysOff';
import type { processDaysOffFormFields } from '@signoff/contract/daysOff';
import { call } from '../../../../shared/api.ts';
import { useInvalidateDaysOff } from './daysOffKeys.ts';

/**
 * POST /api/inbox/daysOff/process — form fields request_id, note, calendar_locked, new_status_{dayId}
 * (processDaysOffFormFields). The answer may carry warning 'could not send email' with a reason: the decision is saved.
 * 400 VALIDATION, 409 ALREADY_PROCESSED, 403 READ_ONLY.
 */
export function processDaysOffRequest(fields: ReturnType<typeof processDaysOffFormFields>) {
  return call(daysOffEndpoints.process, { body: fields });
}

export function useProcessDaysOff() {
  const invalidate = useInvalidateDaysOff();
  // Also on failure: a 409 means somebody else decided meanwhile, and the refetched detail shows it. Not awaited: the
  // page handles the answer (toast, back to the list) before the refetched detail re-renders it as handled.
  return useMutation({
    mutationFn: processDaysOffRequest,
    onSettled: () => {
      void invalidate();
    },
  });
}
