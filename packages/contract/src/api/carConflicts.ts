import { defineEndpoints } from '../endpoint.ts';
import {
  ZCarConflictDecisionResponseSchema,
  ZCarConflictDetailResponseSchema,
  ZCarConflictIdParamsSchema,
  ZIgnoreCarConflictRequestSchema,
  ZListCarConflictsRequestSchema,
  ZListCarConflictsResponseSchema,
  ZPersonCarsParamsSchema,
  ZPersonCarsResponseSchema,
  ZResolveCarConflictRequestSchema,
  ZSyncCarConflictsRequestSchema,
  ZSyncCarConflictsResponseSchema,
} from '../cars.ts';

export const carConflictsEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/carConflicts/list',
    summary: 'Car conflicts with the payroll provider, newest first, 20 a page; HR with the conflicts permission',
    access: 'user',
    query: ZListCarConflictsRequestSchema,
    response: ZListCarConflictsResponseSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/carConflicts/:id',
    summary: "One car conflict: the product's and the provider's car side by side, the differing fields, the person",
    access: 'user',
    params: ZCarConflictIdParamsSchema,
    response: ZCarConflictDetailResponseSchema,
  },
  resolve: {
    method: 'POST',
    path: '/api/carConflicts/resolve',
    summary:
      "Resolve a car conflict: adjust_in_officient writes the provider's car here, adjust_in_payroll_provider pushes ours (queued), ignore; 409 when handled",
    access: 'user',
    body: ZResolveCarConflictRequestSchema,
    response: ZCarConflictDecisionResponseSchema,
  },
  ignore: {
    method: 'POST',
    path: '/api/carConflicts/ignore',
    summary: 'Ignore a pending car conflict; 409 when already handled',
    access: 'user',
    body: ZIgnoreCarConflictRequestSchema,
    response: ZCarConflictDecisionResponseSchema,
  },
  sync: {
    method: 'POST',
    path: '/api/carConflicts/sync',
    summary: "Queue a comparison of the company's cars with the payroll provider's now (it also runs every hour)",
    access: 'user',
    body: ZSyncCarConflictsRequestSchema,
    response: ZSyncCarConflictsResponseSchema,
  },
  personCars: {
    method: 'GET',
    path: '/api/cars/employee/:id/list',
    summary: "A person's company cars, read-only, for their page",
    access: 'user',
    params: ZPersonCarsParamsSchema,
    response: ZPersonCarsResponseSchema,
  },
});
