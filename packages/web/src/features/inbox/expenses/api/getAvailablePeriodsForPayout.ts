import { type TAvailablePeriodsResponse } from '@signoff/contract/payout';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../../shared/api.ts';
import type { LazyQuery } from '../../../../shared/lazyQuery.ts';

/** GET /api/expenses/getAvailablePeriodsForPayout — the open payroll periods the expense can be paid in. */
export function getAvailablePeriodsForPayout(employeeId: number, expenseId: number) {
  return call(expensesEndpoints.getAvailablePeriodsForPayout, { query: { employee_id: employeeId, expense_id: expenseId } });
}

/** Run by the payout chooser only once the period picker shows. */
export const periodsQuery = (employeeId: number, expenseId: number): LazyQuery<TAvailablePeriodsResponse> => ({
  queryKey: ['expenses', 'periods', employeeId, expenseId],
  queryFn: () => getAvailablePeriodsForPayout(employeeId, expenseId),
});
