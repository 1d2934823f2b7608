import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { TMeResponse } from '@signoff/contract/auth';
import { authEndpoints } from '@signoff/contract/api/auth';
import { inboxEndpoints } from '@signoff/contract/api/inbox';
import { call } from './api.ts';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => call(authEndpoints.me),
  retry: false,
  staleTime: 60_000,
});

/** The signed-in user; only used below the auth gate, where /api/me has already answered. */
export function useMe(): TMeResponse {
  return useSuspenseQuery(meQuery).data;
}

export const countsQuery = queryOptions({
  queryKey: ['inbox', 'counts'],
  queryFn: () => call(inboxEndpoints.counts),
  staleTime: 15_000,
});

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(authEndpoints.logout),
    onSettled: () => client.clear(),
  });
}

/** After the session became somebody else's view (another company, acting as someone): nothing cached is theirs. */
function useSessionChange<TInput>(mutationFn: (input: TInput) => Promise<TMeResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (me) => {
      client.clear();
      client.setQueryData(meQuery.queryKey, me);
    },
  });
}

export const useSwitchCompany = () =>
  useSessionChange((companyId: number) => call(authEndpoints.switchCompany, { body: { company_id: companyId } }));

export const useStartImpersonation = () =>
  useSessionChange((userId: number) => call(authEndpoints.startImpersonation, { body: { user_id: userId } }));

export const useStopImpersonation = () => useSessionChange(() => call(authEndpoints.stopImpersonation));
