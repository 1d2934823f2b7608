import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import {
  DAYS_OFF_LIST_COLUMNS,
  DAYS_OFF_LIST_DEFAULT_STATUS,
  DAYS_OFF_LIST_STATUSES,
  type TDaysOffListColumn,
} from '@signoff/contract/daysOff';
import { daysOffEndpoints } from '@signoff/contract/api/daysOff';
import { call } from '../../../../shared/api.ts';
import { openingListState } from '../../../../shared/list/useListState.ts';
import { openingSort, type TSortSpec } from '../../../../shared/list/rememberedSort.ts';
import { readRemembered } from '../../../../shared/useRememberedState.ts';
import { daysOffKeys, type TDaysOffListParams } from './daysOffKeys.ts';

/** GET /api/inbox/daysOff/list — one page (zero-based) of the requests this approver decides, sorted and filtered. */
export function listDaysOffRequests(p: TDaysOffListParams) {
  return call(daysOffEndpoints.list, {
    query: {
      status: p.status,
      page: p.page,
      after: p.after,
      search_term: p.search,
      sort_by: p.sortBy,
      sort_direction: p.sortDirection,
      segment: p.segment,
    },
  });
}

const daysOffListQuery = (p: TDaysOffListParams) =>
  queryOptions({
    queryKey: daysOffKeys.list(p),
    queryFn: () => listDaysOffRequests(p),
    // Keep the rows on screen while the next page, sort or filter loads.
    placeholderData: (previous) => previous,
  });

export function useDaysOffList(p: TDaysOffListParams) {
  return useListQuery(daysOffListQuery(p));
}

/** The list's remembered state: its name and status tabs (useListState on the page, openingListState for its route). */
export const DAYS_OFF_LIST = ['daysOff', DAYS_OFF_LIST_STATUSES, DAYS_OFF_LIST_DEFAULT_STATUS] as const;

/** The remembered sort: request date, newest first, unless the user sorted otherwise. */
export const DAYS_OFF_SORT: TSortSpec<TDaysOffListColumn> = {
  area: DAYS_OFF_LIST[0],
  columns: DAYS_OFF_LIST_COLUMNS,
  initial: { column: 'request_date', direction: 'desc' },
};

/** The remembered segment: key and initial value. */
export const DAYS_OFF_SEGMENT = [`inbox.${DAYS_OFF_LIST[0]}.segment`, 'all'] as const;

/** The page /inbox/daysOff opens on (remembered status, search, sort and segment; page 0), asked by its route before the list draws. */
export function openingDaysOffPage() {
  const { status, search } = openingListState(...DAYS_OFF_LIST);
  const { column: sortBy, direction: sortDirection } = openingSort(DAYS_OFF_SORT);
  const segment = readRemembered<string>(...DAYS_OFF_SEGMENT);
  return daysOffListQuery({ status, page: 0, after: undefined, search, sortBy, sortDirection, segment });
}
