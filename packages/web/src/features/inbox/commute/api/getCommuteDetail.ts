import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { ZCommuteDetailRequestSchema } from '@signoff/contract/commute';
import { commuteEndpoints } from '@signoff/contract/api/commute';
import { call } from '../../../../shared/api.ts';
import { commuteKeys } from './commuteKeys.ts';

/** GET /api/inbox/commute/detail — 404 with a reason phrase when any of the ids is not this person's or not this user's to see. */
export function getCommuteDetail(requestIds: string, employeeId: number) {
  return call(commuteEndpoints.detail, { query: { request_ids: requestIds, employee_id: employeeId } });
}

/**
 * The detail's route parameters as the page reads them (the ids as the route carries them, "12,13,14") and whether
 * they pass the contract's own rule, so a malformed address never reaches the server (the page, and its route).
 */
export function commuteDetailParams(params: Readonly<Params>) {
  const requestIds = params.request_ids ?? '';
  const employeeId = Number(params.employee_id);
  const isValid = ZCommuteDetailRequestSchema.safeParse({ request_ids: requestIds, employee_id: params.employee_id }).success;
  return { requestIds, employeeId, isValid };
}

export const commuteDetailQuery = (requestIds: string, employeeId: number) =>
  queryOptions({ queryKey: commuteKeys.detail(requestIds, employeeId), queryFn: () => getCommuteDetail(requestIds, employeeId) });

export function useCommuteDetail(requestIds: string, employeeId: number, isValid: boolean) {
  return useQuery({ ...commuteDetailQuery(requestIds, employeeId), enabled: isValid });
}
