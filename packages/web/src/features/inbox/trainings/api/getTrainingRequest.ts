import { queryOptions, useQuery } from '@tanstack/react-query';
import { trainingsEndpoints } from '@signoff/contract/api/trainings';
import { call } from '../../../../shared/api.ts';
import { trainingsKeys } from './trainingsKeys.ts';

/** GET /api/inbox/trainings/detail — 404 with a reason phrase when the request is not this user's to see. */
export function getTrainingRequest(requestId: number) {
  return call(trainingsEndpoints.detail, { query: { request_id: requestId } });
}

export const trainingRequestQuery = (requestId: number) =>
  queryOptions({ queryKey: trainingsKeys.detail(requestId), queryFn: () => getTrainingRequest(requestId) });

export function useTrainingRequest(requestId: number) {
  return useQuery({ ...trainingRequestQuery(requestId), enabled: Number.isInteger(requestId) && requestId > 0 });
}
