import { useQueryClient } from '@tanstack/react-query';
import type { TConflictListStatus } from '@signoff/contract/conflicts';
import { countsQuery } from '../../../../shared/session.ts';

export const calendarConflictsKeys = {
  lists: ['calendarConflicts', 'list'] as const,
  list: (status: TConflictListStatus, page: number, search: string) => ['calendarConflicts', 'list', status, page, search] as const,
  detail: (id: number) => ['calendarConflicts', 'detail', id] as const,
};

/** After a decision the lists, the conflict's detail and the tab counts are stale together. */
export function useInvalidateCalendarConflicts() {
  const client = useQueryClient();
  return (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: calendarConflictsKeys.lists }),
      client.invalidateQueries({ queryKey: calendarConflictsKeys.detail(id) }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}
