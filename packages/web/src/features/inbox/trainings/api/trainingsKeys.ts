import { useQueryClient } from '@tanstack/react-query';
import type { TTrainingListStatus } from '@signoff/contract/trainings';
import { countsQuery } from '../../../../shared/session.ts';

export const trainingsKeys = {
  lists: ['trainings', 'list'] as const,
  list: (status: TTrainingListStatus, page: number, after?: number) => ['trainings', 'list', status, page, after] as const,
  details: ['trainings', 'detail'] as const,
  detail: (requestId: number) => ['trainings', 'detail', requestId] as const,
  training: (trainingId: number) => ['trainings', 'training', trainingId] as const,
  attachments: (trainingId: number) => ['trainings', 'attachments', trainingId] as const,
};

/** After a decision the lists, the request's detail and the tab counts are stale together. */
export function useInvalidateTrainings() {
  const client = useQueryClient();
  return (requestId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: trainingsKeys.lists }),
      client.invalidateQueries({ queryKey: trainingsKeys.detail(requestId) }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}
