import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { CONFLICT_LIST_STATUSES, type TConflictListStatus } from '@signoff/contract/conflicts';
import { CAR_CONFLICTS_DEFAULT_STATUS } from '@signoff/contract/cars';
import { carConflictsEndpoints } from '@signoff/contract/api/carConflicts';
import { call } from '../../../../shared/api.ts';
import { openingListState } from '../../../../shared/list/useListState.ts';
import { carConflictsKeys } from './carConflictsKeys.ts';

/** GET /api/carConflicts/list — one page (zero-based), newest first. */
export function listCarConflicts(status: TConflictListStatus, page: number) {
  return call(carConflictsEndpoints.list, { query: { status, page } });
}

const carConflictsListQuery = (status: TConflictListStatus, page: number) =>
  queryOptions({
    queryKey: carConflictsKeys.list(status, page),
    queryFn: () => listCarConflicts(status, page),
    placeholderData: (previous) => previous,
  });

export function useCarConflicts(status: TConflictListStatus, page: number) {
  return useListQuery(carConflictsListQuery(status, page));
}

/** The list's remembered state: its name and status tabs (useListState on the page, openingListState for its route). */
export const CAR_CONFLICTS_LIST = ['carConflicts', CONFLICT_LIST_STATUSES, CAR_CONFLICTS_DEFAULT_STATUS] as const;

/** The page /inbox/carConflicts opens on (remembered status; no search box; page 0), asked by its route before the list draws. */
export function openingCarConflictsPage() {
  const { status } = openingListState(...CAR_CONFLICTS_LIST);
  return carConflictsListQuery(status, 0);
}
