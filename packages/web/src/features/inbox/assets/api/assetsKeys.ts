import { useQueryClient } from '@tanstack/react-query';
import type { TListAssetRequestsRequest } from '@signoff/contract/assets';
import { countsQuery } from '../../../../shared/session.ts';

export const assetsKeys = {
  lists: ['assets', 'list'] as const,
  list: (query: TListAssetRequestsRequest) => ['assets', 'list', query] as const,
  detail: (requestId: number) => ['assets', 'detail', requestId] as const,
};

/** After a decision the lists, the request's detail, the tab counts and any person's assets are stale together. */
export function useInvalidateAssets() {
  const client = useQueryClient();
  return (requestId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: assetsKeys.lists }),
      client.invalidateQueries({ queryKey: assetsKeys.detail(requestId) }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
      client.invalidateQueries({ queryKey: ['people'] }),
    ]);
}
