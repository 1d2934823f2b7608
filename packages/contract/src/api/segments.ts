import { defineEndpoints } from '../endpoint.ts';
import {
  ZListPeopleFiltersResponseSchema,
  ZListSegmentsParamsSchema,
  ZListSegmentsResponseSchema,
  ZListTeamsMineQuerySchema,
  ZListTeamsResponseSchema,
} from '../segments.ts';

export const segmentsEndpoints = defineEndpoints({
  listSegments: {
    method: 'GET',
    path: '/api/segments/:object_type/list',
    summary: 'Custom segments of people or days off (none for light access)',
    access: 'user',
    params: ZListSegmentsParamsSchema,
    response: ZListSegmentsResponseSchema,
  },
  listTeamsMine: {
    method: 'GET',
    path: '/api/teams/list/mine_only',
    summary: 'Teams whose people this user sees, with head count; company_id asks it of another of their federated accounts',
    access: 'user',
    query: ZListTeamsMineQuerySchema,
    response: ZListTeamsResponseSchema,
  },
  peopleFilters: {
    method: 'GET',
    path: '/api/people/filters',
    summary: 'Default people filters and integration filters this user may use',
    access: 'user',
    response: ZListPeopleFiltersResponseSchema,
  },
});
