import type { FastifyInstance } from 'fastify';
import { outplacementsEndpoints as api } from '@signoff/contract/api/outplacements';
import { route } from '../../http/route.ts';
import type { OutplacementsService } from './service.ts';

export function outplacementsRoutes(app: FastifyInstance, service: OutplacementsService) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.detail, async ({ actor, params }) => service.detail(actor, params.id));
  route(app, api.updateStatus, async ({ actor, body }) => service.updateStatus(actor, body));
  route(app, api.sendRequest, async ({ actor, body }) => service.sendRequest(actor, body));
}
