import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTrainingListStatus } from '@signoff/contract/trainings';
import { trainingsEndpoints } from '@signoff/contract/api/trainings';
import { call } from '../../../../shared/api.ts';
import { trainingsKeys } from './trainingsKeys.ts';

/** GET /api/inbox/trainings/list — one page (zero-based) of the training requests this user decides. */
export function listTrainingRequests(status: TTrainingListStatus, page: number) {
  return call(trainingsEndpoints.list, { query: { status, page } });
}

export function useTrainingRequests(status: TTrainingListStatus, page: number) {
  return useQuery(
    queryOptions({
      queryKey: trainingsKeys.list(status, page),
      queryFn: () => listTrainingRequests(status, page),
      placeholderData: (previous) => previous,
    }),
  );
}
