import { useQuery } from '@tanstack/react-query';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../shared/api.ts';

export const overviewKeys = {
  month: (year: number, month: number) => ['expenses', 'stats', 'month', year, month] as const,
  year: (year: number) => ['expenses', 'stats', 'year', year] as const,
  undecided: ['expenses', 'stats', 'undecided'] as const,
};

/** GET /api/expenses/getExpenseStatsForMonth — a month by status and by category. */
export function useMonthStats(year: number, month: number) {
  return useQuery({
    queryKey: overviewKeys.month(year, month),
    queryFn: () => call(expensesEndpoints.getExpenseStatsForMonth, { query: { year, month } }),
  });
}

/** GET /api/expenses/getExpenseStatsForYear — each month of a year by status. */
export function useYearStats(year: number) {
  return useQuery({
    queryKey: overviewKeys.year(year),
    queryFn: () => call(expensesEndpoints.getExpenseStatsForYear, { query: { year } }),
  });
}

/** GET /api/expenses/getUndecidedExpenseCount — approved expenses still waiting for a payout decision. */
export function useUndecidedCount() {
  return useQuery({ queryKey: overviewKeys.undecided, queryFn: () => call(expensesEndpoints.getUndecidedExpenseCount) });
}
