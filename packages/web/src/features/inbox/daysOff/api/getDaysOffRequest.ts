import { queryOptions, useQuery } from '@tanstack/react-query';
import { daysOffEndpoints } from '@signoff/contract/api/daysOff';
import { call } from '../../../../shared/api.ts';
import { daysOffKeys } from './daysOffKeys.ts';

/** GET /api/inbox/daysOff/detail — 404 with a reason phrase when the request is not visible to this user. */
export function getDaysOffRequest(requestId: number) {
  return call(daysOffEndpoints.detail, { query: { request_id: requestId } });
}

export const daysOffDetailQuery = (requestId: number) =>
  queryOptions({ queryKey: daysOffKeys.detail(requestId), queryFn: () => getDaysOffRequest(requestId) });

export function useDaysOffDetail(requestId: number) {
  return useQuery({ ...daysOffDetailQuery(requestId), enabled: Number.isInteger(requestId) && requestId > 0 });
}
