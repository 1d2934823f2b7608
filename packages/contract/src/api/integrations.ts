import { defineEndpoints } from '../endpoint.ts';
import {
  ZFeatureCheckQuerySchema,
  ZFeatureCheckResponseSchema,
  ZIntegrationDetailResponseSchema,
  ZIntegrationIdParamsSchema,
  ZListIntegrationsResponseSchema,
} from '../integrations.ts';

export const integrationsEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/integrations/list',
    summary: "The company's integrations with their provider, country and features",
    access: 'user',
    response: ZListIntegrationsResponseSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/integrations/:id',
    summary: 'One integration of the company (404 for another company’s)',
    access: 'user',
    params: ZIntegrationIdParamsSchema,
    response: ZIntegrationDetailResponseSchema,
  },
  featureCheck: {
    method: 'GET',
    path: '/api/features/check',
    summary: 'Whether a feature is on for the current company (switched on for it, or carried by one of its integrations)',
    description:
      'The feature is a query parameter rather than a path segment because feature names hold a slash (profile/fullpush). 400 for a feature the app does not know.',
    access: 'user',
    query: ZFeatureCheckQuerySchema,
    response: ZFeatureCheckResponseSchema,
  },
});
