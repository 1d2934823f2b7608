import { useMutation } from '@tanstack/react-query';
import { remindersEndpoints } from '@signoff/contract/api/reminders';
import { call } from '../../../../shared/api.ts';
import { useInvalidateReminders } from './remindersKeys.ts';

/** POST /api/reminders/close or /reOpen — 409 ALREADY_PROCESSED when somebody else was first, 403 READ_ONLY. */
export function setReminderClosed({ reminder_id, closed }: { reminder_id: number; closed: boolean }) {
  return call(closed ? remindersEndpoints.close : remindersEndpoints.reOpen, { body: { reminder_id } });
}

export function useSetReminderClosed() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: setReminderClosed,
    // Also on failure: a 409 means somebody else changed it meanwhile, and the refetched modal shows it.
    onSettled: (_data, _error, input) => invalidate(input.reminder_id),
  });
}
