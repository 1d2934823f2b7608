import { useQuery } from '@tanstack/react-query';
import { daysOffEndpoints } from '@signoff/contract/api/daysOff';
import { call } from '../../../shared/api.ts';

/** GET /api/days_off/listBudgetUsage — the person's usage of each day-off budget in a year. */
export function useBudgetUsage(id: number, year: number) {
  return useQuery({
    queryKey: ['people', id, 'budgets', year],
    queryFn: () => call(daysOffEndpoints.listBudgetUsage, { query: { employee_id: id, year } }),
    enabled: id > 0,
  });
}
