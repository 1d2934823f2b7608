import type { FastifyInstance } from 'fastify';
import { commuteEndpoints as api } from '@signoff/contract/api/commute';
import { route } from '../../http/route.ts';
import type { CommuteService } from './service.ts';

export function commuteRoutes(app: FastifyInstance, service: CommuteService) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.detail, async ({ actor, query }) => service.detail(actor, query));
  route(app, api.process, async ({ actor, body }) => service.process(actor, body));
  route(app, api.declare, async ({ actor, body }) => service.declare(actor, body));
}
