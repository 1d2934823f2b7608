import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { remindersEndpoints } from '@signoff/contract/api/reminders';
import { call } from '../../../../shared/api.ts';
import { remindersKeys, type TReminderListQuery } from './remindersKeys.ts';

/** GET /api/reminders/list — one page (zero-based, 30 a page) of the reminders this user may see. */
export function listReminders({ sent, ...query }: TReminderListQuery) {
  return call(remindersEndpoints.list, {
    query: { ...query, ...(sent === 'sent' ? { sent_only: '1' } : sent === 'unsent' ? { unsent_only: '1' } : {}) },
  });
}

export function useReminders(query: TReminderListQuery) {
  return useListQuery(
    queryOptions({
      queryKey: remindersKeys.list(query),
      queryFn: () => listReminders(query),
      placeholderData: (previous) => previous,
    }),
  );
}
