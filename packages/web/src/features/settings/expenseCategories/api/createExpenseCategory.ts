import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZExpenseCategorySchema, type TCreateExpenseCategoryRequest } from '@signoff/contract/expenses';
import { api } from '../../../../shared/api.ts';
import { sharedQueryKeys } from '../../../../shared/queryKeys.ts';

const ZCreateExpenseCategoryResponseSchema = z.object({ category: ZExpenseCategorySchema });

/** POST /api/expenses/createExpenseCategory — needs the 'expense_categories' permission; 400 with fields. */
export function createExpenseCategory(body: TCreateExpenseCategoryRequest) {
  return api.post('/api/expenses/createExpenseCategory', body, ZCreateExpenseCategoryResponseSchema);
}

export function useCreateExpenseCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createExpenseCategory,
    // The category pencil on expenses lists the new one at once.
    onSuccess: () => client.invalidateQueries({ queryKey: sharedQueryKeys.expenseCategories }),
  });
}
