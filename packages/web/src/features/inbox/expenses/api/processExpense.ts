import { useMutation } from '@tanstack/react-query';
import type { TProcessExpenseRequest } from '@signoff/contract/expenses';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../../shared/api.ts';
import { useInvalidateExpenses } from './expensesKeys.ts';

/**
 * POST /api/inbox/expenses/process — approve or reject. 400 NOTE_REQUIRED/VALIDATION (fields.note), 400 INVALID
 * (no category while default categories are off), 409 ALREADY_PROCESSED, 403 READ_ONLY.
 */
export type TProcessExpenseBody = TProcessExpenseRequest & { request_id: number };

export function processExpense(body: TProcessExpenseBody) {
  return call(expensesEndpoints.process, { body });
}

export function useProcessExpense() {
  const invalidate = useInvalidateExpenses();
  return useMutation({
    mutationFn: processExpense,
    // Also on failure: a 409 means somebody else decided meanwhile, and the refetched detail shows it.
    onSettled: (_data, _error, body) => invalidate(body.request_id),
  });
}
