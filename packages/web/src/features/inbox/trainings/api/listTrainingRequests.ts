import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { TRAINING_LIST_STATUSES, type TTrainingListStatus } from '@signoff/contract/trainings';
import { trainingsEndpoints } from '@signoff/contract/api/trainings';
import { call } from '../../../../shared/api.ts';
import { openingListState } from '../../../../shared/list/useListState.ts';
import { trainingsKeys } from './trainingsKeys.ts';

/** GET /api/inbox/trainings/list — one page (zero-based) of the training requests this user decides. */
export function listTrainingRequests(status: TTrainingListStatus, page: number, after?: number) {
  return call(trainingsEndpoints.list, { query: { status, page, after } });
}

const trainingRequestsQuery = (status: TTrainingListStatus, page: number, after?: number) =>
  queryOptions({
    queryKey: trainingsKeys.list(status, page, after),
    queryFn: () => listTrainingRequests(status, page, after),
    placeholderData: (previous) => previous,
  });

export function useTrainingRequests(status: TTrainingListStatus, page: number, after?: number) {
  return useListQuery(trainingRequestsQuery(status, page, after));
}

/** The list's remembered state: its name and status tabs, default pending (useListState on the page, openingListState for its route). */
export const TRAININGS_LIST = ['trainings', TRAINING_LIST_STATUSES, 'pending'] as const;

/** The page /inbox/trainings opens on (remembered status; no search box), asked by its route before the list draws. */
export function openingTrainingsPage() {
  const { status } = openingListState(...TRAININGS_LIST);
  return trainingRequestsQuery(status, 0);
}
