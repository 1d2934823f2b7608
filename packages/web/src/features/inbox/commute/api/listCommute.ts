import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import type { TCommuteListStatus } from '@signoff/contract/commute';
import { commuteEndpoints } from '@signoff/contract/api/commute';
import { call } from '../../../../shared/api.ts';
import { commuteKeys } from './commuteKeys.ts';

/** GET /api/inbox/commute/list — one page (zero-based) of people whose commute days this user decides. */
export function listCommute(status: TCommuteListStatus, page: number) {
  return call(commuteEndpoints.list, { query: { status, page } });
}

export function useCommuteList(status: TCommuteListStatus, page: number) {
  return useListQuery(
    queryOptions({
      queryKey: commuteKeys.list(status, page),
      queryFn: () => listCommute(status, page),
      placeholderData: (previous) => previous,
    }),
  );
}
