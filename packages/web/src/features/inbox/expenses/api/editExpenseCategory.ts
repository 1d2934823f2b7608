import { useMutation } from '@tanstack/react-query';
import { ZEditExpenseResponseSchema } from '@signoff/contract/expenses';
import { api } from '../../../../shared/api.ts';
import { useInvalidateExpenses } from './expensesKeys.ts';

/** POST /api/expenses/edit — move a pending expense to another category; the server reprices it. */
export function editExpenseCategory(body: { expense_id: number; category_id: number }) {
  return api.post('/api/expenses/edit', body, ZEditExpenseResponseSchema);
}

export function useEditExpenseCategory(requestId: number) {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: editExpenseCategory, onSettled: () => invalidate(requestId) });
}
