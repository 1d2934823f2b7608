import { useQueryClient } from '@tanstack/react-query';
import type { TConflictListStatus } from '@signoff/contract/conflicts';
import { countsQuery } from '../../../../shared/session.ts';

export const carConflictsKeys = {
  lists: ['carConflicts', 'list'] as const,
  list: (status: TConflictListStatus, page: number) => ['carConflicts', 'list', status, page] as const,
  detail: (id: number) => ['carConflicts', 'detail', id] as const,
  personCars: (employeeId: number) => ['people', employeeId, 'cars'] as const,
};

/** After a decision the lists, the conflict's detail, the person's cars and the tab counts are stale together. */
export function useInvalidateCarConflicts() {
  const client = useQueryClient();
  return (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: carConflictsKeys.lists }),
      client.invalidateQueries({ queryKey: carConflictsKeys.detail(id) }),
      client.invalidateQueries({ queryKey: ['people'] }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}
