import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import type { TConflictListStatus } from '@signoff/contract/conflicts';
import { calendarConflictsEndpoints } from '@signoff/contract/api/calendarConflicts';
import { call } from '../../../../shared/api.ts';
import { calendarConflictsKeys } from './calendarConflictsKeys.ts';

/** GET /api/calendarConflicts/list — one page (zero-based), newest first, optionally by part of the person's name. */
export function listCalendarConflicts(status: TConflictListStatus, page: number, search: string) {
  return call(calendarConflictsEndpoints.list, { query: { status, page, search_term: search } });
}

export function useCalendarConflicts(status: TConflictListStatus, page: number, search: string) {
  return useListQuery(
    queryOptions({
      queryKey: calendarConflictsKeys.list(status, page, search),
      queryFn: () => listCalendarConflicts(status, page, search),
      placeholderData: (previous) => previous,
    }),
  );
}
