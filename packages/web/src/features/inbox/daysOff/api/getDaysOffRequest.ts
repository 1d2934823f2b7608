import { useQuery } from '@tanstack/react-query';
import { ZDaysOffDetailResponseSchema } from '@signoff/contract/daysOffInbox';
import { api } from '../../../../shared/api.ts';
import { daysOffKeys } from './daysOffKeys.ts';

/** GET /api/inbox/daysOff/detail — 404 with a reason phrase when the request is not visible to this user. */
export function getDaysOffRequest(requestId: number) {
  return api.get('/api/inbox/daysOff/detail', { request_id: requestId }, ZDaysOffDetailResponseSchema);
}

export function useDaysOffDetail(requestId: number) {
  return useQuery({ queryKey: daysOffKeys.detail(requestId), queryFn: () => getDaysOffRequest(requestId), enabled: Number.isInteger(requestId) && requestId > 0 });
}
