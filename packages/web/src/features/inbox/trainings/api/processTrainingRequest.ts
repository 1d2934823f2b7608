import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZProcessTrainingRequestSchema } from '@signoff/contract/trainings';
import { trainingsEndpoints } from '@signoff/contract/api/trainings';
import { call } from '../../../../shared/api.ts';
import { useInvalidateTrainings } from './trainingsKeys.ts';

/** POST /api/inbox/trainings/process — 400 (fields.note) to decline without a note, 409 ALREADY_PROCESSED, 403 READ_ONLY. */
export function processTrainingRequest(body: z.input<typeof ZProcessTrainingRequestSchema>) {
  return call(trainingsEndpoints.process, { body });
}

export function useProcessTrainingRequest() {
  const invalidate = useInvalidateTrainings();
  return useMutation({
    mutationFn: processTrainingRequest,
    // Also on failure: a 409 means somebody else decided meanwhile, and the refetched detail shows it.
    onSettled: (_data, _error, body) => invalidate(Number(body.request_id)),
  });
}
