import { useQueryClient } from '@tanstack/react-query';
import type { TConflictListStatus } from '@signoff/contract/conflicts';
import { countsQuery } from '../../../../shared/session.ts';

export const conflictsKeys = {
  lists: ['conflicts', 'list'] as const,
  list: (status: TConflictListStatus, page: number) => ['conflicts', 'list', status, page] as const,
  detail: (id: number) => ['conflicts', 'detail', id] as const,
};

/** After a decision the lists, the conflict's detail and the tab counts are stale together. */
export function useInvalidateConflicts() {
  const client = useQueryClient();
  return (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: conflictsKeys.lists }),
      client.invalidateQueries({ queryKey: conflictsKeys.detail(id) }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}
