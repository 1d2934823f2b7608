import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { EXPENSE_LIST_DEFAULT_STATUS, EXPENSE_LIST_STATUSES, type TExpenseListStatus } from '@signoff/contract/expenses';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../../shared/api.ts';
import { openingListState } from '../../../../shared/list/useListState.ts';
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

/** The list's remembered state: its name and status tabs (useListState on the page, openingListState for its route). */
export const EXPENSES_LIST = ['expenses', EXPENSE_LIST_STATUSES, EXPENSE_LIST_DEFAULT_STATUS] as const;

/** The page /inbox/expenses opens on, asked by its route before the list draws. */
export function openingExpensesPage() {
  const { status, search } = openingListState(...EXPENSES_LIST);
  return expensesListQuery(status, 0, search);
}
