import type { FastifyInstance } from 'fastify';
import { calendarConflictsEndpoints as api } from '@signoff/contract/api/calendarConflicts';
import { route } from '../../http/route.ts';
import type { CalendarConflictsService } from './service.ts';

export function calendarConflictsRoutes(app: FastifyInstance, service: CalendarConflictsService) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.detail, async ({ actor, params }) => service.detail(actor, params.id));
  route(app, api.resolve, async ({ actor, body }) => service.resolve(actor, body.id));
  route(app, api.ignore, async ({ actor, body }) => service.ignore(actor, body.id));
  route(app, api.sync, async ({ actor }) => service.requestSync(actor));
}
