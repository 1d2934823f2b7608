import { defineEndpoints } from '../endpoint.ts';
import {
  ZConflictDecisionResponseSchema,
  ZConflictDetailResponseSchema,
  ZConflictIdParamsSchema,
  ZIgnoreConflictRequestSchema,
  ZListConflictsRequestSchema,
  ZListConflictsResponseSchema,
  ZResolveConflictRequestSchema,
  ZSyncConflictsRequestSchema,
  ZSyncConflictsResponseSchema,
} from '../conflicts.ts';

export const conflictsEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/conflicts/list',
    summary: 'Personal-data conflicts with the payroll provider, newest first, 20 a page; HR with the conflicts permission',
    access: 'user',
    query: ZListConflictsRequestSchema,
    response: ZListConflictsResponseSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/conflicts/:id',
    summary: 'One personal-data conflict: the changed fields with both sides, the likely origin, the resolver',
    access: 'user',
    params: ZConflictIdParamsSchema,
    response: ZConflictDetailResponseSchema,
  },
  resolve: {
    method: 'POST',
    path: '/api/conflicts/resolve',
    summary:
      'Apply a choice per changed field: provider values are written to the product, product values pushed to the provider (queued); 409 when handled',
    access: 'user',
    body: ZResolveConflictRequestSchema,
    response: ZConflictDecisionResponseSchema,
  },
  ignore: {
    method: 'POST',
    path: '/api/conflicts/ignore',
    summary: 'Ignore all of a pending conflict; 409 when already handled',
    access: 'user',
    body: ZIgnoreConflictRequestSchema,
    response: ZConflictDecisionResponseSchema,
  },
  sync: {
    method: 'POST',
    path: '/api/conflicts/sync',
    summary: "Queue a comparison of the company's data with the payroll provider's now (it also runs every hour)",
    access: 'user',
    body: ZSyncConflictsRequestSchema,
    response: ZSyncConflictsResponseSchema,
  },
});
