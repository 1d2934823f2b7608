import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZListCategoriesResponseSchema } from '@signoff/contract/expenses';
import { api } from '../../../../shared/api.ts';
import { sharedQueryKeys } from '../../../../shared/queryKeys.ts';

/** GET /api/expenses/listCategories?active_only=1 — the company's active categories. */
export async function listActiveCategories() {
  return (await api.get('/api/expenses/listCategories', { active_only: 1 }, ZListCategoriesResponseSchema)).categories;
}

export const activeCategoriesQuery = queryOptions({
  queryKey: [...sharedQueryKeys.expenseCategories, 'active'],
  queryFn: listActiveCategories,
  staleTime: 60_000,
});

export function useActiveCategories(isEnabled: boolean) {
  return useQuery({ ...activeCategoriesQuery, enabled: isEnabled });
}
