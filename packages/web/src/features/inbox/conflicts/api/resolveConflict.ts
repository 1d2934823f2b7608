import { useMutation } from '@tanstack/react-query';
import type { TResolveConflictRequest } from '@signoff/contract/conflicts';
import { conflictsEndpoints } from '@signoff/contract/api/conflicts';
import { call } from '../../../../shared/api.ts';
import { useInvalidateConflicts } from './conflictsKeys.ts';

/** POST /api/conflicts/resolve — a choice per changed field; 409 ALREADY_PROCESSED once handled. */
export function resolveConflict(body: Omit<TResolveConflictRequest, 'resolve_all'>) {
  return call(conflictsEndpoints.resolve, { body: { ...body, resolve_all: true } });
}

export function useResolveConflict() {
  const invalidate = useInvalidateConflicts();
  return useMutation({ mutationFn: resolveConflict, onSettled: (_data, _error, body) => invalidate(body.conflict_id) });
}
