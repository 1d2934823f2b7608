import { queryOptions } from '@tanstack/react-query';
import { loadsCustomSegments, type TSegmentObjectType } from '@signoff/contract/segments';
import { segmentsEndpoints } from '@signoff/contract/api/segments';
import { call } from '../shared/api.ts';
import { queryClient } from '../shared/queryClient.ts';
import { meQuery } from '../shared/session.ts';

/** What SegmentSelect draws its options from (spec 02 §2.4). */
export const teamsQuery = queryOptions({
  queryKey: ['teams', 'mine_only'],
  queryFn: () => call(segmentsEndpoints.listTeamsMine, { query: {} }),
  staleTime: 60_000,
});

export const filtersQuery = queryOptions({
  queryKey: ['people', 'filters'],
  queryFn: () => call(segmentsEndpoints.peopleFilters),
  staleTime: 60_000,
});

export const customSegmentsQuery = (objectType: TSegmentObjectType) =>
  queryOptions({
    queryKey: ['segments', objectType],
    queryFn: () => call(segmentsEndpoints.listSegments, { params: { object_type: objectType } }),
    staleTime: 60_000,
  });

/** The custom segments a route asks for early: only once the session is known and its access loads them. */
export function customSegmentsToAsk(objectType: TSegmentObjectType) {
  const me = queryClient.getQueryData(meQuery.queryKey);
  return me && loadsCustomSegments(me.membership.access) ? customSegmentsQuery(objectType) : null;
}
