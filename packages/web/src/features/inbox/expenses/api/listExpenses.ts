import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { type TExpenseListStatus } from '@signoff/contract/expenses';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../../shared/api.ts';
import { expensesKeys } from './expensesKeys.ts';

/** GET /api/inbox/expenses/list — one page (zero-based) of the approver's expense requests. */
export function listExpenses(status: TExpenseListStatus, page: number, search: string, after?: number) {
  return call(expensesEndpoints.list, { query: { status, page, search_term: search, after } });
}

export const expensesListQuery = (status: TExpenseListStatus, page: number, search: string, after?: number) =>
  queryOptions({
    queryKey: expensesKeys.list(status, page, search, after),
    queryFn: () => listExpenses(status, page, search, after),
    // Keep the rows on screen while the next page or filter loads, instead of flashing a loader.
    placeholderData: (previous) => previous,
  });

export function useExpensesList(status: TExpenseListStatus, page: number, search: string, after?: number) {
  return useListQuery(expensesListQuery(status, page, search, after));
}
