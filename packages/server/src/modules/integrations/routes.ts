import type { FastifyInstance } from 'fastify';
import { integrationsEndpoints as api } from '@signoff/contract/api/integrations';
import { route } from '../../http/route.ts';
import type { IntegrationsService } from './service.ts';

export function integrationsRoutes(app: FastifyInstance, service: IntegrationsService) {
  route(app, api.list, async ({ actor }) => service.list(actor));
  route(app, api.detail, async ({ actor, params }) => service.detail(actor, params.id));
  route(app, api.featureCheck, async ({ actor, query }) => service.featureCheck(actor, query.feature));
}
