import { useMutation } from '@tanstack/react-query';
import { calendarConflictsEndpoints } from '@signoff/contract/api/calendarConflicts';
import { call } from '../../../../shared/api.ts';
import { useInvalidateCalendarConflicts } from './calendarConflictsKeys.ts';

/** POST /api/calendarConflicts/ignore — 409 ALREADY_PROCESSED once handled. */
export function ignoreCalendarConflict(body: { id: number }) {
  return call(calendarConflictsEndpoints.ignore, { body });
}

export function useIgnoreCalendarConflict() {
  const invalidate = useInvalidateCalendarConflicts();
  return useMutation({ mutationFn: ignoreCalendarConflict, onSettled: (_data, _error, body) => invalidate(body.id) });
}
