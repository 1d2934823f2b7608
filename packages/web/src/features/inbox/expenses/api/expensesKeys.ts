import { useQueryClient } from '@tanstack/react-query';
import type { TExpenseListStatus } from '@signoff/contract/expenses';
import { countsQuery } from '../../../../shared/session.ts';

export const expensesKeys = {
  all: ['expenses'] as const,
  lists: ['expenses', 'list'] as const,
  list: (status: TExpenseListStatus, page: number, search: string, after?: number) =>
    ['expenses', 'list', status, page, search, after] as const,
  details: ['expenses', 'detail'] as const,
  detail: (requestId: number) => ['expenses', 'detail', requestId] as const,
};

/**
 * After any change to an expense, the lists, the detail and the tab bar's counts are stale together
 * (ARCHITECTURE: "the list, the detail and the tab counts are invalidated together").
 */
export function useInvalidateExpenses() {
  const client = useQueryClient();
  return (requestId?: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: expensesKeys.lists }),
      client.invalidateQueries({ queryKey: requestId === undefined ? expensesKeys.details : expensesKeys.detail(requestId) }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}
