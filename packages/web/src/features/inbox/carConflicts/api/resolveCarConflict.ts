import { useMutation } from '@tanstack/react-query';
import type { TResolveCarConflictRequest } from '@signoff/contract/cars';
import { carConflictsEndpoints } from '@signoff/contract/api/carConflicts';
import { call } from '../../../../shared/api.ts';
import { useInvalidateCarConflicts } from './carConflictsKeys.ts';

/** POST /api/carConflicts/resolve {id, resolution} — 409 ALREADY_PROCESSED once handled. */
export function resolveCarConflict(body: TResolveCarConflictRequest) {
  return call(carConflictsEndpoints.resolve, { body });
}

export function useResolveCarConflict() {
  const invalidate = useInvalidateCarConflicts();
  return useMutation({ mutationFn: resolveCarConflict, onSettled: (_data, _error, body) => invalidate(body.id) });
}
