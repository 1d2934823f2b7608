import { ZDownloadExpenseFileResponseSchema } from '@signoff/contract/expenses';
import { api } from '../../../../shared/api.ts';
import type { LazyQuery } from '../../../../shared/lazyQuery.ts';

/** GET /api/expenses/downloadExpenseFile — a same-origin URL that serves the file inline, for the preview. */
export function downloadExpenseFile(expenseId: number) {
  return api.get('/api/expenses/downloadExpenseFile', { expense_id: expenseId }, ZDownloadExpenseFileResponseSchema);
}

/** Asked only when the preview opens (the widget enables it), so access is checked at that moment. */
export const downloadUrlQuery = (expenseId: number): LazyQuery<{ download_url: string }> => ({
  queryKey: ['expenses', 'download', expenseId],
  queryFn: () => downloadExpenseFile(expenseId),
});
