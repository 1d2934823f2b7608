import { useMutation } from '@tanstack/react-query';
import type { TUpdatePayoutRequest } from '@signoff/contract/payout';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../../shared/api.ts';
import { useInvalidateExpenses } from './expensesKeys.ts';

/** POST /api/expenses/updateExpensePayoutMethod — 400 with fields; 409 when old_payout_method no longer matches. */
export function updateExpensePayoutMethod(body: TUpdatePayoutRequest) {
  return call(expensesEndpoints.updateExpensePayoutMethod, { body });
}

export function useUpdateExpensePayoutMethod(requestId: number) {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: updateExpensePayoutMethod, onSettled: () => invalidate(requestId) });
}
