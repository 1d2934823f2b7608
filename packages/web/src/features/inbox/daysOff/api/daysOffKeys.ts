import { useQueryClient } from '@tanstack/react-query';
import type { TDaysOffListColumn, TDaysOffListStatus } from '@signoff/contract/daysOff';
import { countsQuery } from '../../../../shared/session.ts';

export type TDaysOffListParams = {
  status: TDaysOffListStatus;
  page: number;
  /** The previous page's last row, when paging forward in the default order. */
  after?: number | undefined;
  search: string;
  sortBy: TDaysOffListColumn;
  sortDirection: 'asc' | 'desc';
  segment: string;
};

export const daysOffKeys = {
  all: ['daysOff'] as const,
  lists: ['daysOff', 'list'] as const,
  list: (p: TDaysOffListParams) => ['daysOff', 'list', p] as const,
  details: ['daysOff', 'detail'] as const,
  detail: (requestId: number) => ['daysOff', 'detail', requestId] as const,
  coworkers: (requestId: number, month?: string) => ['daysOff', 'coworkers', requestId, month ?? null] as const,
};

/** After a decision the lists, the detail (and its team calendar) and the tab counts are stale together. */
export function useInvalidateDaysOff() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: daysOffKeys.all }), client.invalidateQueries({ queryKey: countsQuery.queryKey })]);
}
