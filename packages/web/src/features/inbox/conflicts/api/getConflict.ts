import { queryOptions, useQuery } from '@tanstack/react-query';
import { conflictsEndpoints } from '@signoff/contract/api/conflicts';
import { call } from '../../../../shared/api.ts';
import { conflictsKeys } from './conflictsKeys.ts';

/** How often the detail is asked again while a resolution is being pushed to the provider. */
export const CONFLICT_APPLY_POLL_MS = 4000;

/** GET /api/conflicts/{id} — 404 with a reason phrase when it is not this user's to see. */
export function getConflict(id: number) {
  return call(conflictsEndpoints.detail, { params: { id } });
}

export const conflictQuery = (id: number) => queryOptions({ queryKey: conflictsKeys.detail(id), queryFn: () => getConflict(id) });

export function useConflict(id: number) {
  return useQuery({
    ...conflictQuery(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (query.state.data?.conflict.apply_status === 'pending' ? CONFLICT_APPLY_POLL_MS : false),
  });
}
