import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetExpenseFileResponseSchema } from '@signoff/contract/expenses';
import { api } from '../../../../shared/api.ts';

/** GET /api/expenses/getExpenseFile — the attachment's name, type and size (null when there is none). */
export async function getExpenseFile(expenseId: number) {
  return (await api.get('/api/expenses/getExpenseFile', { expense_id: expenseId }, ZGetExpenseFileResponseSchema)).file;
}

export const expenseFileQuery = (expenseId: number) =>
  queryOptions({ queryKey: ['expenses', 'file', expenseId], queryFn: () => getExpenseFile(expenseId), staleTime: 5 * 60_000 });

export function useExpenseFile(expenseId: number, hasFile: boolean) {
  return useQuery({ ...expenseFileQuery(expenseId), enabled: hasFile });
}
