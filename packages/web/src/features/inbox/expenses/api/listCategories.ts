import { queryOptions, useQuery } from '@tanstack/react-query';
import { expensesEndpoints } from '@signoff/contract/api/expenses';
import { call } from '../../../../shared/api.ts';
import { sharedQueryKeys } from '../../../../shared/queryKeys.ts';

/** GET /api/expenses/listCategories?active_only=1 — the company's active categories. */
export async function listActiveCategories() {
  return (await call(expensesEndpoints.listCategories, { query: { active_only: '1' } })).categories;
}

export const activeCategoriesQuery = queryOptions({
  queryKey: [...sharedQueryKeys.expenseCategories, 'active'],
  queryFn: listActiveCategories,
  staleTime: 60_000,
});

export function useActiveCategories(isEnabled: boolean) {
  return useQuery({ ...activeCategoriesQuery, enabled: isEnabled });
}
