import { skipToken, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * A list's page, asked for while the list renders (as `usePrefetchQuery` does, but not for a disabled query). useQuery
 * asks only once it subscribes, in an effect that runs after React's commit and the browser's paint of the whole page:
 * on a slow phone, 60–100 ms in which the call could have been on its way. The first page is asked earlier still, by
 * the list's route (routeData in queryClient.ts).
 */
export function useListQuery<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey>) {
  const client = useQueryClient();
  const { queryKey, queryFn, enabled } = options;
  if (enabled !== false && queryFn && queryFn !== skipToken && !client.getQueryState(queryKey))
    void client.prefetchQuery({ queryKey, queryFn });
  return useQuery(options);
}
