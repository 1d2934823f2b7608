import { ZAvailablePeriodsResponseSchema, type TAvailablePeriodsResponse } from '@signoff/contract/payout';
import { api } from '../../../../shared/api.ts';
import type { LazyQuery } from '../../../../shared/lazyQuery.ts';

/** GET /api/expenses/getAvailablePeriodsForPayout — the open payroll periods the expense can be paid in. */
export function getAvailablePeriodsForPayout(employeeId: number, expenseId: number) {
  return api.get('/api/expenses/getAvailablePeriodsForPayout', { employee_id: employeeId, expense_id: expenseId }, ZAvailablePeriodsResponseSchema);
}

/** Run by the payout chooser only once the period picker shows. */
export const periodsQuery = (employeeId: number, expenseId: number): LazyQuery<TAvailablePeriodsResponse> => ({
  queryKey: ['expenses', 'periods', employeeId, expenseId],
  queryFn: () => getAvailablePeriodsForPayout(employeeId, expenseId),
});
