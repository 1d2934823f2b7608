import { useQueryClient } from '@tanstack/react-query';
import { countsQuery } from '../../../../shared/session.ts';
import type { TReminderListStatus, TReminderRelatedObject } from '@signoff/contract/reminders';

/** A reminders list's query: its cache key and its request. */
export type TReminderListQuery = {
  status: TReminderListStatus;
  page: number;
  /** The previous page's last row, when the user paged forward to this page. */
  after?: number | undefined;
  search_term: string;
  /** The inbox lists sent reminders only; the /reminders page may ask for either. */
  sent?: 'sent' | 'unsent';
  related_object?: TReminderRelatedObject;
};

export const remindersKeys = {
  lists: ['reminders', 'list'] as const,
  list: (query: TReminderListQuery) => ['reminders', 'list', query] as const,
  detail: (id: number) => ['reminders', 'detail', id] as const,
};

/** After closing or reopening a reminder, the lists, its detail and the tab counts are stale together. */
export function useInvalidateReminders() {
  const client = useQueryClient();
  return (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: remindersKeys.lists }),
      client.invalidateQueries({ queryKey: remindersKeys.detail(id) }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}
