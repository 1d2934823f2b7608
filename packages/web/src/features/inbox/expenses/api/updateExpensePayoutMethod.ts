import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPayoutSchema, type TUpdatePayoutRequest } from '@signoff/contract/payout';
import { api } from '../../../../shared/api.ts';
import { useInvalidateExpenses } from './expensesKeys.ts';

const ZUpdatePayoutResponseSchema = z.object({ payout: ZPayoutSchema });

/** POST /api/expenses/updateExpensePayoutMethod — 400 with fields; 409 when old_payout_method no longer matches. */
export function updateExpensePayoutMethod(body: TUpdatePayoutRequest) {
  return api.post('/api/expenses/updateExpensePayoutMethod', body, ZUpdatePayoutResponseSchema);
}

export function useUpdateExpensePayoutMethod(requestId: number) {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: updateExpensePayoutMethod, onSettled: () => invalidate(requestId) });
}
