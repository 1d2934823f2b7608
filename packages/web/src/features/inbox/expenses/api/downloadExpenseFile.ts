import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../../shared/api.ts';
import type { LazyQuery } from '../../../../shared/lazyQuery.ts';

/** GET /api/expenses/downloadExpenseFile — a same-origin URL that serves the file inline, for the preview. */
export function downloadExpenseFile(expenseId: number) {
  return call(expensesEndpoints.downloadExpenseFile, { query: { expense_id: expenseId } });
}

/** Asked only when the preview opens (the widget enables it), so access is checked at that moment. */
export const downloadUrlQuery = (expenseId: number): LazyQuery<{ download_url: string }> => ({
  queryKey: ['expenses', 'download', expenseId],
  queryFn: () => downloadExpenseFile(expenseId),
});
