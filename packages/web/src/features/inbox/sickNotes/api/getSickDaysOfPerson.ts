import { queryOptions } from '@tanstack/react-query';
import { sickNotesEndpoints } from '@signoff/contract/api/sickNotes';
import { call } from '../../../../shared/api.ts';
import { sickNotesKeys } from './sickNotesKeys.ts';

/** GET /api/inbox/sickNotes/person — a person's days of one type still waiting for a certificate. */
export const sickDaysPersonQuery = (employeeId: number, dayOffTypeId: number) =>
  queryOptions({
    queryKey: sickNotesKeys.person(employeeId, dayOffTypeId),
    queryFn: () => call(sickNotesEndpoints.person, { query: { employee_id: employeeId, day_off_type_id: dayOffTypeId } }),
  });
