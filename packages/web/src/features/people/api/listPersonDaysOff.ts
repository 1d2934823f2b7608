import { useQuery } from '@tanstack/react-query';
import { daysOffEndpoints } from '@signoff/contract/api/daysOff';
import { call } from '../../../shared/api.ts';

/** GET /api/days_off/listDaysOff — the person's days off and the company's holidays of one year. */
export function usePersonDaysOff(id: number, year: number) {
  return useQuery({
    queryKey: ['people', id, 'daysOff', year],
    queryFn: () => call(daysOffEndpoints.listDaysOff, { query: { employee_id: id, year } }),
    enabled: id > 0,
  });
}
