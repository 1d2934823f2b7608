import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateExpenseCategoryRequest } from '@signoff/contract/expenses';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../../shared/api.ts';
import { sharedQueryKeys } from '../../../../shared/queryKeys.ts';

/** POST /api/expenses/createExpenseCategory — needs the 'expense_categories' permission; 400 with fields. */
export function createExpenseCategory(body: TCreateExpenseCategoryRequest) {
  return call(expensesEndpoints.createExpenseCategory, { body });
}

export function useCreateExpenseCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createExpenseCategory,
    // The category pencil on expenses lists the new one at once.
    onSuccess: () => client.invalidateQueries({ queryKey: sharedQueryKeys.expenseCategories }),
  });
}
