import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZProcessCommuteRequestSchema } from '@signoff/contract/commute';
import { commuteEndpoints } from '@signoff/contract/api/commute';
import { call } from '../../../../shared/api.ts';
import { useInvalidateCommute } from './commuteKeys.ts';

/** POST /api/inbox/commute/process — refused whole: 404 if an id is not there, 409 ALREADY_PROCESSED if one was decided meanwhile, 403 READ_ONLY. */
export function processCommute(body: z.input<typeof ZProcessCommuteRequestSchema>) {
  return call(commuteEndpoints.process, { body });
}

export function useProcessCommute() {
  const invalidate = useInvalidateCommute();
  return useMutation({
    mutationFn: processCommute,
    // Also on failure: a 409 means somebody else decided meanwhile, and the refetched detail shows which days.
    onSettled: () => invalidate(),
  });
}
