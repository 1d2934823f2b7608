import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataResponse } from '@signoff/contract/common';
import { ZAddDaysOffRequestSchema, ZDaysOffDetailRequestSchema, ZProcessDaysOffRequestSchema, ZProcessDaysOffResponseSchema, ZListDaysOffRequestsResponseSchema } from '@signoff/contract/daysOff';
import {
  ZIsCalendarLockedRequestSchema,
  ZIsCalendarLockedResponseSchema,
  ZListCoworkersDaysOffRequestSchema,
  ZListCoworkersDaysOffResponseSchema,
  ZListDaysOffBulkParamsSchema,
  ZListDaysOffBulkQuerySchema,
  ZListDaysOffRequestSchema,
  ZListDaysOffResponseSchema,
} from '@signoff/contract/calendar';
import { ZAddDaysOffResponseSchema, ZDaysOffDetailResponseSchema, ZListDayOffTypesResponseSchema, ZListDaysOffBulkResponseSchema, ZListDaysOffInboxRequestSchema } from '@signoff/contract/daysOffInbox';
import { ZListBudgetUsageRequestSchema, ZListBudgetUsageResponseSchema, ZWeeklyScheduleRequestSchema, ZWeeklyScheduleResponseSchema } from '@signoff/contract/people';
import { z } from 'zod';
import { actorOf } from '../../auth/actor.ts';
import type { DaysOffService } from './service.ts';

const user = { access: 'user' } as const;

export function daysOffRoutes(app: FastifyInstance, service: DaysOffService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---- inbox
  r.get('/api/inbox/daysOff/list', { config: user, schema: { querystring: ZListDaysOffInboxRequestSchema, response: { 200: dataResponse(ZListDaysOffRequestsResponseSchema) } } }, async (req) => ({
    data: await service.list(actorOf(req), req.query),
  }));

  r.get('/api/inbox/daysOff/detail', { config: user, schema: { querystring: ZDaysOffDetailRequestSchema, response: { 200: dataResponse(ZDaysOffDetailResponseSchema) } } }, async (req) => ({
    data: await service.detail(actorOf(req), req.query.request_id),
  }));

  // The body has dynamic keys (new_status_{dayId}); the contract's schema reads them, so it is parsed here, not by Fastify.
  r.post('/api/inbox/daysOff/process', { config: user, schema: { body: z.record(z.string(), z.unknown()), response: { 200: dataResponse(ZProcessDaysOffResponseSchema) } } }, async (req) => ({
    data: await service.process(actorOf(req), ZProcessDaysOffRequestSchema.parse(req.body)),
  }));

  // ---- days off
  r.post('/api/days_off/requests/add', { config: user, schema: { body: z.record(z.string(), z.unknown()), response: { 200: dataResponse(ZAddDaysOffResponseSchema) } } }, async (req) => ({
    data: await service.add(actorOf(req), ZAddDaysOffRequestSchema.parse(req.body)),
  }));

  r.get('/api/days_off/types', { config: user, schema: { response: { 200: dataResponse(ZListDayOffTypesResponseSchema) } } }, async (req) => ({
    data: await service.listTypes(actorOf(req)),
  }));

  r.get(
    '/api/days_off/personal_days_off/:year/:month/listDaysOffBulk',
    { config: user, schema: { params: ZListDaysOffBulkParamsSchema, querystring: ZListDaysOffBulkQuerySchema, response: { 200: dataResponse(ZListDaysOffBulkResponseSchema) } } },
    async (req) => ({ data: await service.listDaysOffBulk(actorOf(req), req.params.year, req.params.month, req.query) }),
  );

  r.get(
    '/api/days_off/listDaysOff',
    { config: user, schema: { querystring: ZListDaysOffRequestSchema, response: { 200: dataResponse(ZListDaysOffResponseSchema.extend({ one_day_contracts: z.array(z.string()) })) } } },
    async (req) => ({ data: await service.listDaysOff(actorOf(req), req.query.employee_id, req.query.year) }),
  );

  r.get('/api/days_off/getWeeklySchedule', { config: user, schema: { querystring: ZWeeklyScheduleRequestSchema, response: { 200: dataResponse(ZWeeklyScheduleResponseSchema) } } }, async (req) => ({
    data: await service.weeklySchedule(actorOf(req), req.query.employee_id),
  }));

  r.get('/api/days_off/listBudgetUsage', { config: user, schema: { querystring: ZListBudgetUsageRequestSchema, response: { 200: dataResponse(ZListBudgetUsageResponseSchema) } } }, async (req) => ({
    data: await service.listBudgetUsage(actorOf(req), req.query.employee_id, req.query.year),
  }));

  r.get('/api/days_off/isCalendarLocked', { config: user, schema: { querystring: ZIsCalendarLockedRequestSchema, response: { 200: dataResponse(ZIsCalendarLockedResponseSchema) } } }, async (req) => ({
    data: await service.isCalendarLocked(actorOf(req), req.query),
  }));

  r.get(
    '/api/days_off/listCoworkersDaysOff',
    { config: user, schema: { querystring: ZListCoworkersDaysOffRequestSchema, response: { 200: dataResponse(ZListCoworkersDaysOffResponseSchema) } } },
    async (req) => ({ data: await service.listCoworkersDaysOff(actorOf(req), req.query.request_id) }),
  );
}
