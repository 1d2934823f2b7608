import { useQuery } from '@tanstack/react-query';
import { trainingsEndpoints } from '@signoff/contract/api/trainings';
import { call } from '../../../../shared/api.ts';
import { trainingsKeys } from './trainingsKeys.ts';

/** GET /api/trainings/{id}/detail — a training of the catalogue. */
export function getTraining(trainingId: number) {
  return call(trainingsEndpoints.training, { params: { id: trainingId } });
}

export function useTraining(trainingId: number) {
  return useQuery({
    queryKey: trainingsKeys.training(trainingId),
    queryFn: () => getTraining(trainingId),
    enabled: Number.isInteger(trainingId) && trainingId > 0,
  });
}
