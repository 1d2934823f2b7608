import { useMutation } from '@tanstack/react-query';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../../shared/api.ts';
import { useInvalidateExpenses } from './expensesKeys.ts';

/** POST /api/expenses/edit — move a pending expense to another category; the server reprices it. */
export function editExpenseCategory(body: { expense_id: number; category_id: number }) {
  return call(expensesEndpoints.edit, { body });
}

export function useEditExpenseCategory(requestId: number) {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: editExpenseCategory, onSettled: () => invalidate(requestId) });
}
