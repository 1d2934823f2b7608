import { queryOptions, useQuery } from '@tanstack/react-query';
import { carConflictsEndpoints } from '@signoff/contract/api/carConflicts';
import { call } from '../../../../shared/api.ts';
import { carConflictsKeys } from './carConflictsKeys.ts';

/** How often the detail is asked again while the car is being pushed to the provider. */
const APPLY_POLL_MS = 4000;

/** GET /api/carConflicts/{id} — 404 with a reason phrase when it is not this user's to see. */
export function getCarConflict(id: number) {
  return call(carConflictsEndpoints.detail, { params: { id } });
}

export const carConflictQuery = (id: number) => queryOptions({ queryKey: carConflictsKeys.detail(id), queryFn: () => getCarConflict(id) });

export function useCarConflict(id: number) {
  return useQuery({
    ...carConflictQuery(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (query.state.data?.details.apply_status === 'pending' ? APPLY_POLL_MS : false),
  });
}
