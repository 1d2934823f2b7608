import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import type { TTrainingListStatus } from '@signoff/contract/trainings';
import { trainingsEndpoints } from '@signoff/contract/api/trainings';
import { call } from '../../../../shared/api.ts';
import { trainingsKeys } from './trainingsKeys.ts';

/** GET /api/inbox/trainings/list — one page (zero-based) of the training requests this user decides. */
export function listTrainingRequests(status: TTrainingListStatus, page: number, after?: number) {
  return call(trainingsEndpoints.list, { query: { status, page, after } });
}

export function useTrainingRequests(status: TTrainingListStatus, page: number, after?: number) {
  return useListQuery(
    queryOptions({
      queryKey: trainingsKeys.list(status, page, after),
      queryFn: () => listTrainingRequests(status, page, after),
      placeholderData: (previous) => previous,
    }),
  );
}
