import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { CONFLICT_LIST_STATUSES, type TConflictListStatus } from '@signoff/contract/conflicts';
import { calendarConflictsEndpoints } from '@signoff/contract/api/calendarConflicts';
import { call } from '../../../../shared/api.ts';
import { openingListState } from '../../../../shared/list/useListState.ts';
import { calendarConflictsKeys } from './calendarConflictsKeys.ts';

/** GET /api/calendarConflicts/list — one page (zero-based), newest first, optionally by part of the person's name. */
export function listCalendarConflicts(status: TConflictListStatus, page: number, search: string) {
  return call(calendarConflictsEndpoints.list, { query: { status, page, search_term: search } });
}

const calendarConflictsListQuery = (status: TConflictListStatus, page: number, search: string) =>
  queryOptions({
    queryKey: calendarConflictsKeys.list(status, page, search),
    queryFn: () => listCalendarConflicts(status, page, search),
    placeholderData: (previous) => previous,
  });

export function useCalendarConflicts(status: TConflictListStatus, page: number, search: string) {
  return useListQuery(calendarConflictsListQuery(status, page, search));
}

/** The list's remembered state: its name and status tabs, default pending (useListState on the page, openingListState for its route). */
export const CALENDAR_CONFLICTS_LIST = ['calendarConflicts', CONFLICT_LIST_STATUSES, 'pending'] as const;

/** The page /inbox/calendarConflicts opens on (remembered status and search; page 0), asked by its route before the list draws. */
export function openingCalendarConflictsPage() {
  const { status, search } = openingListState(...CALENDAR_CONFLICTS_LIST);
  return calendarConflictsListQuery(status, 0, search);
}
