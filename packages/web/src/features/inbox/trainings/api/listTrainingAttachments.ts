import { useQuery } from '@tanstack/react-query';
import { trainingsEndpoints } from '@signoff/contract/api/trainings';
import { call } from '../../../../shared/api.ts';
import { trainingsKeys } from './trainingsKeys.ts';

/** GET /api/trainings/{id}/attachments — the files attached to a training, oldest first; 404 like the training itself. */
export function listTrainingAttachments(trainingId: number) {
  return call(trainingsEndpoints.attachments, { params: { id: trainingId } });
}

export function useTrainingAttachments(trainingId: number) {
  return useQuery({
    queryKey: trainingsKeys.attachments(trainingId),
    queryFn: () => listTrainingAttachments(trainingId),
  });
}
