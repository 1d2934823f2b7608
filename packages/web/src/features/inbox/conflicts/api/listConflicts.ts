import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { CONFLICT_LIST_STATUSES, type TConflictListStatus } from '@signoff/contract/conflicts';
import { conflictsEndpoints } from '@signoff/contract/api/conflicts';
import { call } from '../../../../shared/api.ts';
import { openingListState } from '../../../../shared/list/useListState.ts';
import { conflictsKeys } from './conflictsKeys.ts';

/** GET /api/conflicts/list — one page (zero-based), newest first. */
export function listConflicts(status: TConflictListStatus, page: number) {
  return call(conflictsEndpoints.list, { query: { status, page } });
}

const conflictsListQuery = (status: TConflictListStatus, page: number) =>
  queryOptions({
    queryKey: conflictsKeys.list(status, page),
    queryFn: () => listConflicts(status, page),
    placeholderData: (previous) => previous,
  });

export function useConflicts(status: TConflictListStatus, page: number) {
  return useListQuery(conflictsListQuery(status, page));
}

/** The list's remembered state: its name and status tabs, default pending (useListState on the page, openingListState for its route). */
export const CONFLICTS_LIST = ['conflicts', CONFLICT_LIST_STATUSES, 'pending'] as const;

/** The page /inbox/conflicts opens on (remembered status; no search box; page 0), asked by its route before the list draws. */
export function openingConflictsPage() {
  const { status } = openingListState(...CONFLICTS_LIST);
  return conflictsListQuery(status, 0);
}
