import { defineEndpoints } from '../endpoint.ts';
import { ZIntegrationDetailResponseSchema, ZIntegrationIdParamsSchema, ZListIntegrationsResponseSchema } from '../integrations.ts';

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
});
