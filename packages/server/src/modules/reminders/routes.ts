import type { FastifyInstance } from 'fastify';
import { remindersEndpoints as api } from '@signoff/contract/api/reminders';
import { route } from '../../http/route.ts';
import type { RemindersService } from './service.ts';

export function remindersRoutes(app: FastifyInstance, service: RemindersService) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.count, async ({ actor, query }) => service.count(actor, query.user_id));
  route(app, api.choices, async ({ actor, query }) => service.choices(actor, query.search_term));
  route(app, api.forRelatedObject, async ({ actor, params }) => service.forRelatedObject(actor, params.type, params.id));
  route(app, api.detail, async ({ actor, params }) => service.detail(actor, params.id));
  route(app, api.add, async ({ actor, body }) => service.add(actor, body));
  route(app, api.addForDocument, async ({ actor, body }) => service.addForDocument(actor, body));
  route(app, api.edit, async ({ actor, body }) => service.edit(actor, body));
  route(app, api.delete, async ({ actor, body }) => service.delete(actor, body.reminder_id));
  route(app, api.close, async ({ actor, body }) => service.setClosed(actor, body.reminder_id, true));
  route(app, api.reOpen, async ({ actor, body }) => service.setClosed(actor, body.reminder_id, false));
  route(app, api.reassign, async ({ actor, body }) => service.reassign(actor, body));
}
