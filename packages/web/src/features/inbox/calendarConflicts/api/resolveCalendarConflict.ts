import { useMutation } from '@tanstack/react-query';
import { calendarConflictsEndpoints } from '@signoff/contract/api/calendarConflicts';
import { call } from '../../../../shared/api.ts';
import { useInvalidateCalendarConflicts } from './calendarConflictsKeys.ts';

/** POST /api/calendarConflicts/resolve — the product's days go to the provider (queued); 409 ALREADY_PROCESSED once handled. */
export function resolveCalendarConflict(body: { id: number }) {
  return call(calendarConflictsEndpoints.resolve, { body });
}

export function useResolveCalendarConflict() {
  const invalidate = useInvalidateCalendarConflicts();
  return useMutation({ mutationFn: resolveCalendarConflict, onSettled: (_data, _error, body) => invalidate(body.id) });
}
