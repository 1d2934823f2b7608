import type { FastifyInstance } from 'fastify';
import { daysOffEndpoints as api } from '@signoff/contract/api/daysOff';
import { daysOffRequestsEndpoints as requestsApi } from '@signoff/contract/api/daysOffRequests';
import { route } from '../../http/route.ts';
import type { DaysOffService } from './service.ts';

export function daysOffRoutes(app: FastifyInstance, service: DaysOffService) {
  route(app, api.list, async ({ actor, query }) => service.list(actor, query));
  route(app, api.detail, async ({ actor, query }) => service.detail(actor, query.request_id));
  route(app, api.process, async ({ actor, body }) => service.process(actor, body));
  route(app, api.add, async ({ actor, body }) => service.add(actor, body));
  route(app, api.types, async ({ actor }) => service.listTypes(actor));
  route(app, api.listDaysOffBulk, async ({ actor, params, query }) => service.listDaysOffBulk(actor, params.year, params.month, query));
  route(app, api.listDaysOff, async ({ actor, query }) => service.listDaysOff(actor, query.employee_id, query.year));
  route(app, api.getWeeklySchedule, async ({ actor, query }) => service.weeklySchedule(actor, query.employee_id));
  route(app, api.listBudgetUsage, async ({ actor, query }) => service.listBudgetUsage(actor, query.employee_id, query.year));
  route(app, api.isCalendarLocked, async ({ actor, query }) => service.isCalendarLocked(actor, query));
  route(app, requestsApi.getDaysOffRequest, async ({ actor, query }) => service.getDaysOffRequest(actor, query.request_id));
  route(app, requestsApi.listRequests, async ({ actor, query }) => service.listRequests(actor, query));
  // processDaysOffRequest of the catalogue is api.process (POST /api/inbox/daysOff/process): one service, one route.
  route(app, api.listCoworkersDaysOff, async ({ actor, query }) => service.listCoworkersDaysOff(actor, query.request_id, query.month));
}
