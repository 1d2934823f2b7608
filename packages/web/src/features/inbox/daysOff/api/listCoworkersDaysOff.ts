import { useQuery } from '@tanstack/react-query';
import { daysOffEndpoints } from '@signoff/contract/api/daysOff';
import { call } from '../../../../shared/api.ts';
import { daysOffKeys } from './daysOffKeys.ts';

/** GET /api/days_off/listCoworkersDaysOff — teammates' days off around the request, and whether any overlap it. */
export function listCoworkersDaysOff(requestId: number, month?: string) {
  return call(daysOffEndpoints.listCoworkersDaysOff, { query: { request_id: requestId, ...(month ? { month } : {}) } });
}

export function useCoworkersDaysOff(requestId: number) {
  return useQuery({ queryKey: daysOffKeys.coworkers(requestId), queryFn: () => listCoworkersDaysOff(requestId) });
}
