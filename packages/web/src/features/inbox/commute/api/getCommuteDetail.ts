import { useQuery } from '@tanstack/react-query';
import { commuteEndpoints } from '@signoff/contract/api/commute';
import { call } from '../../../../shared/api.ts';
import { commuteKeys } from './commuteKeys.ts';

/** GET /api/inbox/commute/detail — 404 with a reason phrase when any of the ids is not this person's or not this user's to see. */
export function getCommuteDetail(requestIds: string, employeeId: number) {
  return call(commuteEndpoints.detail, { query: { request_ids: requestIds, employee_id: employeeId } });
}

export function useCommuteDetail(requestIds: string, employeeId: number, isValid: boolean) {
  return useQuery({
    queryKey: commuteKeys.detail(requestIds, employeeId),
    queryFn: () => getCommuteDetail(requestIds, employeeId),
    enabled: isValid,
  });
}
