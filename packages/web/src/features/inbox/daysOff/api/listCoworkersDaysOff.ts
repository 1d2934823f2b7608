import { useQuery } from '@tanstack/react-query';
import { ZListCoworkersDaysOffResponseSchema } from '@signoff/contract/calendar';
import { api } from '../../../../shared/api.ts';
import { daysOffKeys } from './daysOffKeys.ts';

/** GET /api/days_off/listCoworkersDaysOff — teammates' days off around the request, and whether any overlap it. */
export function listCoworkersDaysOff(requestId: number) {
  return api.get('/api/days_off/listCoworkersDaysOff', { request_id: requestId }, ZListCoworkersDaysOffResponseSchema);
}

export function useCoworkersDaysOff(requestId: number) {
  return useQuery({ queryKey: daysOffKeys.coworkers(requestId), queryFn: () => listCoworkersDaysOff(requestId) });
}
