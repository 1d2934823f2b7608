import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetRequestsEndpoints } from '@signoff/contract/api/assets';
import { call } from '../../../../shared/api.ts';
import { assetsKeys } from './assetsKeys.ts';

/** GET /api/inbox/assets/detail — 404 with a reason phrase when the request is not this user's to see. */
export function getAssetRequest(requestId: number) {
  return call(assetRequestsEndpoints.detail, { query: { id: requestId } });
}

export const assetRequestQuery = (requestId: number) =>
  queryOptions({ queryKey: assetsKeys.detail(requestId), queryFn: () => getAssetRequest(requestId) });

export function useAssetRequest(requestId: number) {
  return useQuery({ ...assetRequestQuery(requestId), enabled: Number.isInteger(requestId) && requestId > 0 });
}
