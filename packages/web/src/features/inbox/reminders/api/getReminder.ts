import { queryOptions, useQuery } from '@tanstack/react-query';
import { remindersEndpoints } from '@signoff/contract/api/reminders';
import { call } from '../../../../shared/api.ts';
import { remindersKeys } from './remindersKeys.ts';

/** GET /api/reminders/{id} — 404 with a reason phrase when the reminder is not this user's. */
export function getReminder(id: number) {
  return call(remindersEndpoints.detail, { params: { id } });
}

export const reminderQuery = (id: number) => queryOptions({ queryKey: remindersKeys.detail(id), queryFn: () => getReminder(id) });

export function useReminder(id: number) {
  return useQuery({ ...reminderQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
