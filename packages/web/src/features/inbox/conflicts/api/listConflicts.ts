import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import type { TConflictListStatus } from '@signoff/contract/conflicts';
import { conflictsEndpoints } from '@signoff/contract/api/conflicts';
import { call } from '../../../../shared/api.ts';
import { conflictsKeys } from './conflictsKeys.ts';

/** GET /api/conflicts/list — one page (zero-based), newest first. */
export function listConflicts(status: TConflictListStatus, page: number) {
  return call(conflictsEndpoints.list, { query: { status, page } });
}

export function useConflicts(status: TConflictListStatus, page: number) {
  return useListQuery(
    queryOptions({
      queryKey: conflictsKeys.list(status, page),
      queryFn: () => listConflicts(status, page),
      placeholderData: (previous) => previous,
    }),
  );
}
