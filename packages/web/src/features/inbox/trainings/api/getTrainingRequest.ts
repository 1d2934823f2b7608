import { useQuery } from '@tanstack/react-query';
import { trainingsEndpoints } from '@signoff/contract/api/trainings';
import { call } from '../../../../shared/api.ts';
import { trainingsKeys } from './trainingsKeys.ts';

/** GET /api/inbox/trainings/detail — 404 with a reason phrase when the request is not this user's to see. */
export function getTrainingRequest(requestId: number) {
  return call(trainingsEndpoints.detail, { query: { request_id: requestId } });
}

export function useTrainingRequest(requestId: number) {
  return useQuery({
    queryKey: trainingsKeys.detail(requestId),
    queryFn: () => getTrainingRequest(requestId),
    enabled: Number.isInteger(requestId) && requestId > 0,
  });
}
