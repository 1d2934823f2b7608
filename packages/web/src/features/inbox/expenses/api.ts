import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TExpenseCategory,
  TExpenseDetailResponse,
  TListExpensesResponse,
  TExpenseListStatus,
  TProcessExpenseRequest,
} from '@signoff/contract/expenses';
import type { TAvailablePeriodsResponse, TPayout, TUpdatePayoutRequest } from '@signoff/contract/payout';
import { api } from '../../../shared/api.ts';
import { countsQuery } from '../../../shared/session.ts';
import type { LazyQuery } from '../../../shared/lazyQuery.ts';

export const expensesKeys = {
  all: ['expenses'] as const,
  list: (status: TExpenseListStatus, page: number, search: string) => ['expenses', 'list', status, page, search] as const,
  detail: (requestId: number) => ['expenses', 'detail', requestId] as const,
};

export const expensesListQuery = (status: TExpenseListStatus, page: number, search: string) =>
  queryOptions({
    queryKey: expensesKeys.list(status, page, search),
    queryFn: () => api.get<TListExpensesResponse>('/api/inbox/expenses/list', { status, page, search_term: search }),
    placeholderData: (previous) => previous,
  });

export const expenseDetailQuery = (requestId: number) =>
  queryOptions({
    queryKey: expensesKeys.detail(requestId),
    queryFn: () => api.get<TExpenseDetailResponse>('/api/inbox/expenses/detail', { request_id: requestId }),
  });

export const categoriesQuery = queryOptions({
  queryKey: ['expenses', 'categories'],
  queryFn: async () => (await api.get<{ categories: TExpenseCategory[] }>('/api/expenses/listCategories', { active_only: 1 })).categories,
});

export const periodsQuery = (employeeId: number, expenseId: number): LazyQuery<TAvailablePeriodsResponse> => ({
  queryKey: ['expenses', 'periods', employeeId, expenseId],
  queryFn: () => api.get<TAvailablePeriodsResponse>('/api/expenses/getAvailablePeriodsForPayout', { employee_id: employeeId, expense_id: expenseId }),
});

export const downloadUrlQuery = (expenseId: number): LazyQuery<{ download_url: string }> => ({
  queryKey: ['expenses', 'download', expenseId],
  queryFn: () => api.get<{ download_url: string }>('/api/expenses/downloadExpenseFile', { expense_id: expenseId }),
});

/** After any decision the list, the detail and the tab counts are stale together. */
function useInvalidateExpenses() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: expensesKeys.all }), client.invalidateQueries({ queryKey: countsQuery.queryKey })]);
}

export function useProcessExpense() {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: (body: TProcessExpenseRequest) => api.post<{ request_id: number; expense_id: number; status: string }>('/api/inbox/expenses/process', body),
    onSettled: invalidate,
  });
}

export function useEditExpenseCategory() {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: (body: { expense_id: number; category_id: number }) => api.post<{ price: number }>('/api/expenses/edit', body),
    onSettled: invalidate,
  });
}

export function useUpdatePayout() {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: (body: TUpdatePayoutRequest) => api.post<{ payout: TPayout }>('/api/expenses/updateExpensePayoutMethod', body),
    onSettled: invalidate,
  });
}
