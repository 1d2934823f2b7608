import { skipToken, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * A page a list just asked for is not asked again when the list mounts: the call made while rendering may have its
 * answer before useQuery subscribes, and a page of age zero would otherwise count as stale at once.
 */
const JUST_ASKED_MS = 2_000;

/**
 * A list's page, asked for while the list renders (as `usePrefetchQuery` does, but not for a disabled query). useQuery
 * asks only once it subscribes, in an effect that runs after React's commit and the browser's paint of the whole page:
 * on a slow phone's first load, a few hundred milliseconds in which the call could have been on its way.
 */
export function useListQuery<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey>) {
  const client = useQueryClient();
  const { queryKey, queryFn, enabled } = options;
  if (enabled !== false && queryFn && queryFn !== skipToken && !client.getQueryState(queryKey))
    void client.prefetchQuery({ queryKey, queryFn, staleTime: JUST_ASKED_MS });
  return useQuery({ staleTime: JUST_ASKED_MS, ...options });
}
