import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import {
  ASSET_REQUEST_LIST_COLUMNS,
  ASSET_REQUEST_LIST_STATUSES,
  type TAssetRequestListColumn,
  type TListAssetRequestsRequest,
} from '@signoff/contract/assets';
import { assetRequestsEndpoints } from '@signoff/contract/api/assets';
import { call } from '../../../../shared/api.ts';
import { openingListState } from '../../../../shared/list/useListState.ts';
import { openingSort, type TSortSpec } from '../../../../shared/list/rememberedSort.ts';
import { assetsKeys } from './assetsKeys.ts';

/** GET /api/inbox/assets/list — one page (zero-based) of the asset requests this user decides. */
export function listAssetRequests(query: TListAssetRequestsRequest) {
  return call(assetRequestsEndpoints.list, { query });
}

const assetRequestsListQuery = (query: TListAssetRequestsRequest) =>
  queryOptions({
    queryKey: assetsKeys.list(query),
    queryFn: () => listAssetRequests(query),
    placeholderData: (previous) => previous,
  });

export function useAssetRequests(query: TListAssetRequestsRequest) {
  return useListQuery(assetRequestsListQuery(query));
}

/** The list's remembered state: its name and status tabs, default pending (useListState on the page, openingListState for its route). */
export const ASSET_REQUESTS_LIST = ['assets', ASSET_REQUEST_LIST_STATUSES, 'pending'] as const;

/** The remembered sort (spec §9: sort is remembered locally): newest first unless the user sorted otherwise. */
export const ASSET_REQUESTS_SORT: TSortSpec<TAssetRequestListColumn> = {
  area: ASSET_REQUESTS_LIST[0],
  columns: ASSET_REQUEST_LIST_COLUMNS,
  initial: { column: 'time_created', direction: 'desc' },
};

/** The page /inbox/assets opens on (remembered status, search and sort; page 0), asked by its route before the list draws. */
export function openingAssetRequestsPage() {
  const { status, search } = openingListState(...ASSET_REQUESTS_LIST);
  const { column, direction } = openingSort(ASSET_REQUESTS_SORT);
  return assetRequestsListQuery({ status, page: 0, keyword: search, orderby_column: column, orderby_direction: direction });
}
