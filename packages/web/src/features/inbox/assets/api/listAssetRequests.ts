import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import type { TListAssetRequestsRequest } from '@signoff/contract/assets';
import { assetRequestsEndpoints } from '@signoff/contract/api/assets';
import { call } from '../../../../shared/api.ts';
import { assetsKeys } from './assetsKeys.ts';

/** GET /api/inbox/assets/list — one page (zero-based) of the asset requests this user decides. */
export function listAssetRequests(query: TListAssetRequestsRequest) {
  return call(assetRequestsEndpoints.list, { query });
}

export function useAssetRequests(query: TListAssetRequestsRequest) {
  return useListQuery(
    queryOptions({
      queryKey: assetsKeys.list(query),
      queryFn: () => listAssetRequests(query),
      placeholderData: (previous) => previous,
    }),
  );
}
