import { queryOptions, useQuery } from '@tanstack/react-query';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../../shared/api.ts';

/** GET /api/expenses/getExpenseFile — the attachment's name, type and size (null when there is none). */
export async function getExpenseFile(expenseId: number) {
  return (await call(expensesEndpoints.getExpenseFile, { query: { expense_id: expenseId } })).file;
}

export const expenseFileQuery = (expenseId: number) =>
  queryOptions({ queryKey: ['expenses', 'file', expenseId], queryFn: () => getExpenseFile(expenseId), staleTime: 5 * 60_000 });

export function useExpenseFile(expenseId: number, hasFile: boolean) {
  return useQuery({ ...expenseFileQuery(expenseId), enabled: hasFile });
}
