import { queryOptions } from '@tanstack/react-query';
import { sickNotesEndpoints } from '@signoff/contract/api/sickNotes';
import { call } from '../../../../shared/api.ts';
import { sickNotesKeys } from './sickNotesKeys.ts';

/** GET /api/inbox/sickNotes/firstSickDayCount — first sick days ignored in a year (the ignore dialog warns from 3). */
export const firstSickDayCountQuery = (employeeId: number, year: number) =>
  queryOptions({
    queryKey: sickNotesKeys.firstSickDays(employeeId, year),
    queryFn: async () => (await call(sickNotesEndpoints.firstSickDayCount, { query: { employee_id: employeeId, year } })).count,
  });
