import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { COMMUTE_LIST_STATUSES, type TCommuteListStatus } from '@signoff/contract/commute';
import { commuteEndpoints } from '@signoff/contract/api/commute';
import { call } from '../../../../shared/api.ts';
import { openingListState } from '../../../../shared/list/useListState.ts';
import { commuteKeys } from './commuteKeys.ts';

/** GET /api/inbox/commute/list — one page (zero-based) of people whose commute days this user decides. */
export function listCommute(status: TCommuteListStatus, page: number) {
  return call(commuteEndpoints.list, { query: { status, page } });
}

const commuteListQuery = (status: TCommuteListStatus, page: number) =>
  queryOptions({
    queryKey: commuteKeys.list(status, page),
    queryFn: () => listCommute(status, page),
    placeholderData: (previous) => previous,
  });

export function useCommuteList(status: TCommuteListStatus, page: number) {
  return useListQuery(commuteListQuery(status, page));
}

/** The list's remembered state: its name and status tabs, default pending (useListState on the page, openingListState for its route). */
export const COMMUTE_LIST = ['commute', COMMUTE_LIST_STATUSES, 'pending'] as const;

/** The page /inbox/commute opens on (remembered status; no search box), asked by its route before the list draws. */
export function openingCommutePage() {
  const { status } = openingListState(...COMMUTE_LIST);
  return commuteListQuery(status, 0);
}
