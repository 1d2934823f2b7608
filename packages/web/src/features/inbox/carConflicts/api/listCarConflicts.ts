import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import type { TConflictListStatus } from '@signoff/contract/conflicts';
import { carConflictsEndpoints } from '@signoff/contract/api/carConflicts';
import { call } from '../../../../shared/api.ts';
import { carConflictsKeys } from './carConflictsKeys.ts';

/** GET /api/carConflicts/list — one page (zero-based), newest first. */
export function listCarConflicts(status: TConflictListStatus, page: number) {
  return call(carConflictsEndpoints.list, { query: { status, page } });
}

export function useCarConflicts(status: TConflictListStatus, page: number) {
  return useListQuery(
    queryOptions({
      queryKey: carConflictsKeys.list(status, page),
      queryFn: () => listCarConflicts(status, page),
      placeholderData: (previous) => previous,
    }),
  );
}
