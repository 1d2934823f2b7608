import { queryOptions, useQuery } from '@tanstack/react-query';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../../shared/api.ts';
import { expensesKeys } from './expensesKeys.ts';

/** GET /api/inbox/expenses/detail — 404 with a reason phrase when the request is not visible to this user. */
export function getExpenseDetail(requestId: number) {
  return call(expensesEndpoints.detail, { query: { request_id: requestId } });
}

export const expenseDetailQuery = (requestId: number) =>
  queryOptions({ queryKey: expensesKeys.detail(requestId), queryFn: () => getExpenseDetail(requestId) });

export function useExpenseDetail(requestId: number) {
  return useQuery({ ...expenseDetailQuery(requestId), enabled: Number.isInteger(requestId) && requestId > 0 });
}
