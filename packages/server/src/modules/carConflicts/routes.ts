import type { FastifyInstance } from 'fastify';
import { carConflictsEndpoints as api } from '@signoff/contract/api/carConflicts';
import { route } from '../../http/route.ts';
import type { CarConflictsService } from './service.ts';

export function carConflictsRoutes(app: FastifyInstance, service: CarConflictsService) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.detail, async ({ actor, params }) => service.detail(actor, params.id));
  route(app, api.resolve, async ({ actor, body }) => service.resolve(actor, body));
  route(app, api.ignore, async ({ actor, body }) => service.ignore(actor, body.id));
  route(app, api.sync, async ({ actor }) => service.requestSync(actor));
  route(app, api.personCars, async ({ actor, params }) => service.personCars(actor, params.id));
}
