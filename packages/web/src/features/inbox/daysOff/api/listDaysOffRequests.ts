import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { daysOffEndpoints } from '@signoff/contract/api/daysOff';
import { call } from '../../../../shared/api.ts';
import { daysOffKeys, type TDaysOffListParams } from './daysOffKeys.ts';

/** GET /api/inbox/daysOff/list — one page (zero-based) of the requests this approver decides, sorted and filtered. */
export function listDaysOffRequests(p: TDaysOffListParams) {
  return call(daysOffEndpoints.list, {
    query: {
      status: p.status,
      page: p.page,
      after: p.after,
      search_term: p.search,
      sort_by: p.sortBy,
      sort_direction: p.sortDirection,
      segment: p.segment,
    },
  });
}

export function useDaysOffList(p: TDaysOffListParams) {
  return useListQuery(
    queryOptions({
      queryKey: daysOffKeys.list(p),
      queryFn: () => listDaysOffRequests(p),
      // Keep the rows on screen while the next page, sort or filter loads.
      placeholderData: (previous) => previous,
    }),
  );
}
