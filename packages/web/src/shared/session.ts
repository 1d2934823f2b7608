import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { TMeResponse } from '@signoff/contract/auth';
import type { TInboxCounts } from '@signoff/contract/inbox';
import { api } from './api.ts';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api.get<TMeResponse>('/api/me'),
  retry: false,
  staleTime: 60_000,
});

/** The signed-in user; only used below the auth gate, where /api/me has already answered. */
export function useMe(): TMeResponse {
  return useSuspenseQuery(meQuery).data;
}

export const countsQuery = queryOptions({
  queryKey: ['inbox', 'counts'],
  queryFn: () => api.get<TInboxCounts>('/api/inbox/counts'),
  staleTime: 15_000,
});

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: boolean }>('/api/auth/logout'),
    onSettled: () => client.clear(),
  });
}

export function useSwitchCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number) => api.post<TMeResponse>('/api/auth/switchCompany', { company_id: companyId }),
    onSuccess: (me) => {
      client.clear();
      client.setQueryData(meQuery.queryKey, me);
    },
  });
}
