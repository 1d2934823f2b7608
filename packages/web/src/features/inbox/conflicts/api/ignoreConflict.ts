import { useMutation } from '@tanstack/react-query';
import { conflictsEndpoints } from '@signoff/contract/api/conflicts';
import { call } from '../../../../shared/api.ts';
import { useInvalidateConflicts } from './conflictsKeys.ts';

/** POST /api/conflicts/ignore — ignore all; 409 ALREADY_PROCESSED once handled. */
export function ignoreConflict(body: { conflict_id: number }) {
  return call(conflictsEndpoints.ignore, { body });
}

export function useIgnoreConflict() {
  const invalidate = useInvalidateConflicts();
  return useMutation({ mutationFn: ignoreConflict, onSettled: (_data, _error, body) => invalidate(body.conflict_id) });
}
