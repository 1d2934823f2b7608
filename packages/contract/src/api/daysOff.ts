import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import {
  ZAddDaysOffRequestSchema,
  ZDaysOffDetailRequestSchema,
  ZListDaysOffRequestsResponseSchema,
  ZProcessDaysOffRequestSchema,
  ZProcessDaysOffResponseSchema,
} from '../daysOff.ts';
import {
  ZIsCalendarLockedRequestSchema,
  ZIsCalendarLockedResponseSchema,
  ZListCoworkersDaysOffRequestSchema,
  ZListCoworkersDaysOffResponseSchema,
  ZListDaysOffBulkParamsSchema,
  ZListDaysOffBulkQuerySchema,
  ZListDaysOffRequestSchema,
  ZListDaysOffResponseSchema,
} from '../calendar.ts';
import {
  ZAddDaysOffResponseSchema,
  ZDaysOffDetailResponseSchema,
  ZListDayOffTypesResponseSchema,
  ZListDaysOffBulkResponseSchema,
  ZListDaysOffInboxRequestSchema,
} from '../daysOffInbox.ts';
import {
  ZListBudgetUsageRequestSchema,
  ZListBudgetUsageResponseSchema,
  ZWeeklyScheduleRequestSchema,
  ZWeeklyScheduleResponseSchema,
} from '../people.ts';

// Named, so the browser's build makes each a schema built on first use (web vite.lazySchemas.ts), not as this module runs.
const ZListDaysOffWithContractsResponseSchema = ZListDaysOffResponseSchema.extend({ one_day_contracts: z.array(z.string()) });

export const daysOffEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/inbox/daysOff/list',
    summary: 'One page (20) of the days-off requests this user decides, sorted and filtered',
    access: 'user',
    query: ZListDaysOffInboxRequestSchema,
    response: ZListDaysOffRequestsResponseSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/inbox/daysOff/detail',
    summary: 'One days-off request: days, processed entries, budget, lock and what the user may do',
    access: 'user',
    query: ZDaysOffDetailRequestSchema,
    response: ZDaysOffDetailResponseSchema,
  },
  process: {
    method: 'POST',
    path: '/api/inbox/daysOff/process',
    summary: 'Decide some or all open days of a request',
    description:
      'Besides request_id, note and calendar_locked, the body carries one new_status_{dayId} field per day decided (approved, declined or pending). ' +
      "The answer may carry warning 'could not send email' with a reason: the decision is saved all the same. 409 when already handled.",
    access: 'user',
    body: ZProcessDaysOffRequestSchema,
    response: ZProcessDaysOffResponseSchema,
  },
  add: {
    method: 'POST',
    path: '/api/days_off/requests/add',
    summary: 'Add a days-off request for an employee',
    description: 'Days come as indexed fields from N = 0: date_N (DD/MM/YYYY), start_minutes_N and duration_minutes_N.',
    access: 'user',
    body: ZAddDaysOffRequestSchema,
    response: ZAddDaysOffResponseSchema,
  },
  types: {
    method: 'GET',
    path: '/api/days_off/types',
    summary: "The company's day-off types",
    access: 'user',
    response: ZListDayOffTypesResponseSchema,
  },
  listDaysOffBulk: {
    method: 'GET',
    path: '/api/days_off/personal_days_off/:year/:month/listDaysOffBulk',
    summary: 'Every visible day off of a month',
    access: 'user',
    params: ZListDaysOffBulkParamsSchema,
    query: ZListDaysOffBulkQuerySchema,
    response: ZListDaysOffBulkResponseSchema,
  },
  listDaysOff: {
    method: 'GET',
    path: '/api/days_off/listDaysOff',
    summary: "A person's days off, the company's days off and one-day contracts of a year",
    access: 'user',
    query: ZListDaysOffRequestSchema,
    response: ZListDaysOffWithContractsResponseSchema,
  },
  getWeeklySchedule: {
    method: 'GET',
    path: '/api/days_off/getWeeklySchedule',
    summary: "A person's weekly schedule in minutes, Sunday first",
    access: 'user',
    query: ZWeeklyScheduleRequestSchema,
    response: ZWeeklyScheduleResponseSchema,
  },
  listBudgetUsage: {
    method: 'GET',
    path: '/api/days_off/listBudgetUsage',
    summary: "A person's budget usage per day-off type in a year",
    access: 'user',
    query: ZListBudgetUsageRequestSchema,
    response: ZListBudgetUsageResponseSchema,
  },
  isCalendarLocked: {
    method: 'GET',
    path: '/api/days_off/isCalendarLocked',
    summary: 'How many of the given employees have a locked calendar month',
    access: 'user',
    query: ZIsCalendarLockedRequestSchema,
    response: ZIsCalendarLockedResponseSchema,
  },
  listCoworkersDaysOff: {
    method: 'GET',
    path: '/api/days_off/listCoworkersDaysOff',
    summary: "Teammates' days off around a request, and whether any overlap it",
    access: 'user',
    query: ZListCoworkersDaysOffRequestSchema,
    response: ZListCoworkersDaysOffResponseSchema,
  },
});
