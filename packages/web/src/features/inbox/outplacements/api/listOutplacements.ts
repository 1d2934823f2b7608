import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import type { TOutplacementListStatus } from '@signoff/contract/outplacements';
import { outplacementsEndpoints } from '@signoff/contract/api/outplacements';
import { call } from '../../../../shared/api.ts';
import { outplacementsKeys } from './outplacementsKeys.ts';

/** GET /api/outplacements/list — one page (zero-based), newest first. */
export function listOutplacements(status: TOutplacementListStatus, page: number, after?: number) {
  return call(outplacementsEndpoints.list, { query: { status, page, after } });
}

export function useOutplacements(status: TOutplacementListStatus, page: number, after?: number) {
  return useListQuery(
    queryOptions({
      queryKey: outplacementsKeys.list(status, page, after),
      queryFn: () => listOutplacements(status, page, after),
      placeholderData: (previous) => previous,
    }),
  );
}
