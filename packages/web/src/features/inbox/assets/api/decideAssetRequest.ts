import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZDecideAssetRequestSchema } from '@signoff/contract/assets';
import { assetRequestsEndpoints } from '@signoff/contract/api/assets';
import { call } from '../../../../shared/api.ts';
import { useInvalidateAssets } from './assetsKeys.ts';

type TDecision = { decision: 'accept' | 'decline'; body: z.input<typeof ZDecideAssetRequestSchema> };

/** POST /api/inbox/assets/accept or /decline — 409 ALREADY_PROCESSED when someone decided first, 403 READ_ONLY. */
export function decideAssetRequest({ decision, body }: TDecision) {
  return call(decision === 'accept' ? assetRequestsEndpoints.accept : assetRequestsEndpoints.decline, { body });
}

export function useDecideAssetRequest() {
  const invalidate = useInvalidateAssets();
  return useMutation({
    mutationFn: decideAssetRequest,
    // Also on failure: a 409 means somebody else decided meanwhile, and the refetched detail shows it.
    onSettled: (_data, _error, { body }) => invalidate(Number(body.id)),
  });
}
