import type { FastifyInstance } from 'fastify';
import { conflictsEndpoints as api } from '@signoff/contract/api/conflicts';
import { route } from '../../http/route.ts';
import type { ConflictsService } from './service.ts';

export function conflictsRoutes(app: FastifyInstance, service: ConflictsService) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.detail, async ({ actor, params }) => service.detail(actor, params.id));
  route(app, api.resolve, async ({ actor, body }) => service.resolve(actor, body));
  route(app, api.ignore, async ({ actor, body }) => service.ignore(actor, body.conflict_id));
  route(app, api.sync, async ({ actor }) => service.requestSync(actor));
}
