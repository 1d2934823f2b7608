import { defineEndpoints } from '../endpoint.ts';
import {
  ZCommuteDetailRequestSchema,
  ZCommuteDetailResponseSchema,
  ZDeclareCommuteRequestSchema,
  ZDeclareCommuteResponseSchema,
  ZListCommuteRequestSchema,
  ZListCommuteResponseSchema,
  ZProcessCommuteRequestSchema,
  ZProcessCommuteResponseSchema,
} from '../commute.ts';

export const commuteEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/inbox/commute/list',
    summary: 'Variable-commute requests this user decides, grouped per person, 20 people a page',
    access: 'user',
    query: ZListCommuteRequestSchema,
    response: ZListCommuteResponseSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/inbox/commute/detail',
    summary: "A set of one person's variable-commute requests (request_ids comma-separated)",
    access: 'user',
    query: ZCommuteDetailRequestSchema,
    response: ZCommuteDetailResponseSchema,
  },
  process: {
    method: 'POST',
    path: '/api/inbox/commute/process',
    summary: "Accept or decline some of one person's pending commute requests; refused whole (404/409) if any id is not",
    access: 'user',
    body: ZProcessCommuteRequestSchema,
    response: ZProcessCommuteResponseSchema,
  },
  declare: {
    method: 'POST',
    path: '/api/commute/declare',
    summary: 'An employee declares how they came to work on a day',
    access: 'user',
    body: ZDeclareCommuteRequestSchema,
    response: ZDeclareCommuteResponseSchema,
  },
});
