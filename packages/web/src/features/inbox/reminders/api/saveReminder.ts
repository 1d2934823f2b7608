import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remindersEndpoints } from '@signoff/contract/api/reminders';
import type { TAddReminder, TEditReminder } from '@signoff/contract/reminders';
import { call } from '../../../../shared/api.ts';
import { countsQuery } from '../../../../shared/session.ts';
import { remindersKeys, useInvalidateReminders } from './remindersKeys.ts';

/** POST /api/reminders/add — a reminder about someone, for a user of the company, sent on its date. */
/** The lists and the tab counts, not a detail: after adding there is none, after deleting it would answer 404. */
function useInvalidateLists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: remindersKeys.lists }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}

export function useAddReminder() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: TAddReminder) => call(remindersEndpoints.add, { body }),
    onSuccess: invalidate,
  });
}

/** POST /api/reminders/edit — a new reminder date sends it again on that date. */
export function useEditReminder() {
  const invalidate = useInvalidateReminders();
  return useMutation({
    mutationFn: (body: TEditReminder) => call(remindersEndpoints.edit, { body }),
    onSettled: (_data, _error, input) => invalidate(input.reminder_id),
  });
}

/** POST /api/reminders/delete — gone for good. */
export function useDeleteReminder() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (reminder_id: number) => call(remindersEndpoints.delete, { body: { reminder_id } }),
    onSettled: invalidate,
  });
}
