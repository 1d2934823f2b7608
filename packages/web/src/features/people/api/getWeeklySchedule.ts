import { useQuery } from '@tanstack/react-query';
import { daysOffEndpoints } from '@signoff/contract/api/daysOff';
import { call } from '../../../shared/api.ts';

/** GET /api/days_off/getWeeklySchedule — minutes per weekday, Sunday first. */
export function useWeeklySchedule(id: number) {
  return useQuery({
    queryKey: ['people', id, 'schedule'],
    queryFn: () => call(daysOffEndpoints.getWeeklySchedule, { query: { employee_id: id } }),
    enabled: id > 0,
  });
}
