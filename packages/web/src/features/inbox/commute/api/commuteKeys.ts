import { useQueryClient } from '@tanstack/react-query';
import type { TCommuteListStatus } from '@signoff/contract/commute';
import { countsQuery } from '../../../../shared/session.ts';

export const commuteKeys = {
  lists: ['commute', 'list'] as const,
  list: (status: TCommuteListStatus, page: number) => ['commute', 'list', status, page] as const,
  details: ['commute', 'detail'] as const,
  /** `requestIds` as the route carries them ("12,13,14"). */
  detail: (requestIds: string, employeeId: number) => ['commute', 'detail', requestIds, employeeId] as const,
};

/**
 * After a decision the lists, the details and the tab counts are stale together. Every detail, not only the one
 * decided: the same days also sit in the sets of the other status tabs (a person's pending days are part of their
 * "all" group too).
 */
export function useInvalidateCommute() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: commuteKeys.lists }),
      client.invalidateQueries({ queryKey: commuteKeys.details }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}
