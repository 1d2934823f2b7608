import { useMutation } from '@tanstack/react-query';
import type { TUpdateOutplacementStatusRequest } from '@signoff/contract/outplacements';
import { outplacementsEndpoints } from '@signoff/contract/api/outplacements';
import { call } from '../../../../shared/api.ts';
import { useInvalidateOutplacements } from './outplacementsKeys.ts';

/** POST /api/outplacements/updateOutplacementStatus — ignore; 409 ALREADY_PROCESSED once handled or being requested. */
export function updateOutplacementStatus(body: TUpdateOutplacementStatusRequest) {
  return call(outplacementsEndpoints.updateStatus, { body });
}

export function useUpdateOutplacementStatus() {
  const invalidate = useInvalidateOutplacements();
  return useMutation({ mutationFn: updateOutplacementStatus, onSettled: (_data, _error, body) => invalidate(body.id) });
}
