import { useQueryClient } from '@tanstack/react-query';
import type { TOutplacementListStatus } from '@signoff/contract/outplacements';
import { countsQuery } from '../../../../shared/session.ts';

export const outplacementsKeys = {
  lists: ['outplacements', 'list'] as const,
  list: (status: TOutplacementListStatus, page: number, after?: number) => ['outplacements', 'list', status, page, after] as const,
  detail: (id: number) => ['outplacements', 'detail', id] as const,
};

/** After a decision or a provider's answer the lists, the outplacement's detail and the tab counts are stale together. */
export function useInvalidateOutplacements() {
  const client = useQueryClient();
  return (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: outplacementsKeys.lists }),
      client.invalidateQueries({ queryKey: outplacementsKeys.detail(id) }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}
