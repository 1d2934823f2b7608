import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { remindersEndpoints } from '@signoff/contract/api/reminders';
import { REMINDER_LIST_STATUSES } from '@signoff/contract/reminders';
import { openingListState } from '../../../../shared/list/useListState.ts';
import { call } from '../../../../shared/api.ts';
import { remindersKeys, type TReminderListQuery } from './remindersKeys.ts';

/** GET /api/reminders/list — one page (zero-based, 30 a page) of the reminders this user may see. */
export function listReminders({ sent, ...query }: TReminderListQuery) {
  return call(remindersEndpoints.list, {
    query: { ...query, ...(sent === 'sent' ? { sent_only: '1' } : sent === 'unsent' ? { unsent_only: '1' } : {}) },
  });
}

const remindersListQuery = (query: TReminderListQuery) =>
  queryOptions({
    queryKey: remindersKeys.list(query),
    queryFn: () => listReminders(query),
    placeholderData: (previous) => previous,
  });

export function useReminders(query: TReminderListQuery) {
  return useListQuery(remindersListQuery(query));
}

/** Every reminders list's status tabs and default status (useListState in RemindersList, openingListState for a route). */
export const REMINDERS_STATUS_TABS = [REMINDER_LIST_STATUSES, 'pending'] as const;

/** The inbox tab's list: the name it remembers its state under, and its filter (the reminders already sent). */
export const INBOX_REMINDERS = { rememberAs: 'reminders', filterState: { sent: 'sent' } } as const;

/** The page /inbox/reminders opens on (its remembered status, search and page), asked by its route before it draws. */
export function openingRemindersPage() {
  const { status, search, page } = openingListState(INBOX_REMINDERS.rememberAs, ...REMINDERS_STATUS_TABS, { rememberPage: true });
  return remindersListQuery({ status, page, search_term: search, ...INBOX_REMINDERS.filterState });
}
