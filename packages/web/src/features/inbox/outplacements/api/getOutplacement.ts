import { queryOptions, useQuery } from '@tanstack/react-query';
import { OUTPLACEMENT_POLL_MS } from '@signoff/contract/outplacements';
import { outplacementsEndpoints } from '@signoff/contract/api/outplacements';
import { call } from '../../../../shared/api.ts';
import { outplacementsKeys } from './outplacementsKeys.ts';

/** GET /api/outplacements/{id} — 404 with a reason phrase when it is not this user's to see. */
export function getOutplacement(id: number) {
  return call(outplacementsEndpoints.detail, { params: { id } });
}

export const outplacementQuery = (id: number) =>
  queryOptions({ queryKey: outplacementsKeys.detail(id), queryFn: () => getOutplacement(id) });

/** The detail, asked again every 4 s while its request to the provider is pending (spec 01 §4, §9). */
export function useOutplacement(id: number) {
  return useQuery({
    ...outplacementQuery(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (query.state.data?.outplacement.request_status === 'pending' ? OUTPLACEMENT_POLL_MS : false),
  });
}
