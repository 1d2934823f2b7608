import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { OUTPLACEMENT_LIST_STATUSES, type TOutplacementListStatus } from '@signoff/contract/outplacements';
import { outplacementsEndpoints } from '@signoff/contract/api/outplacements';
import { call } from '../../../../shared/api.ts';
import { openingListState } from '../../../../shared/list/useListState.ts';
import { outplacementsKeys } from './outplacementsKeys.ts';

/** GET /api/outplacements/list — one page (zero-based), newest first. */
export function listOutplacements(status: TOutplacementListStatus, page: number, after?: number) {
  return call(outplacementsEndpoints.list, { query: { status, page, after } });
}

const outplacementsListQuery = (status: TOutplacementListStatus, page: number, after?: number) =>
  queryOptions({
    queryKey: outplacementsKeys.list(status, page, after),
    queryFn: () => listOutplacements(status, page, after),
    placeholderData: (previous) => previous,
  });

export function useOutplacements(status: TOutplacementListStatus, page: number, after?: number) {
  return useListQuery(outplacementsListQuery(status, page, after));
}

/** The list's remembered state: its name and status tabs, default pending (useListState on the page, openingListState for its route). */
export const OUTPLACEMENTS_LIST = ['outplacements', OUTPLACEMENT_LIST_STATUSES, 'pending'] as const;

/** The page /inbox/outplacements opens on (remembered status; no search box), asked by its route before the list draws. */
export function openingOutplacementsPage() {
  const { status } = openingListState(...OUTPLACEMENTS_LIST);
  return outplacementsListQuery(status, 0);
}
