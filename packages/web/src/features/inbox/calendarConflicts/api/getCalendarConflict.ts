import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarConflictsEndpoints } from '@signoff/contract/api/calendarConflicts';
import { call } from '../../../../shared/api.ts';
import { calendarConflictsKeys } from './calendarConflictsKeys.ts';

/** How often the detail is asked again while a resolution is being written to the provider. */
export const CALENDAR_CONFLICT_APPLY_POLL_MS = 4000;

/** GET /api/calendarConflicts/{id} — 404 with a reason phrase when it is not this user's to see. */
export function getCalendarConflict(id: number) {
  return call(calendarConflictsEndpoints.detail, { params: { id } });
}

export const calendarConflictQuery = (id: number) =>
  queryOptions({ queryKey: calendarConflictsKeys.detail(id), queryFn: () => getCalendarConflict(id) });

export function useCalendarConflict(id: number) {
  return useQuery({
    ...calendarConflictQuery(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (query.state.data?.conflict.apply_status === 'pending' ? CALENDAR_CONFLICT_APPLY_POLL_MS : false),
  });
}
