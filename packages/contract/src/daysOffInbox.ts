import { z } from 'zod';
import { ZIsoDate, listResponse } from './common.ts';
import { ZDaysOffRequestDetailSchema, ZListDaysOffRequestsRequestSchema } from './daysOff.ts';
import { ZBudgetUsageSchema } from './daysOffLimit.ts';
import { ZPersonalDayOffSchema } from './calendar.ts';
import { ZSegmentFilterSchema } from './segments.ts';

/**
 * The days-off inbox answers on top of the spec's entities in daysOff.ts and calendar.ts: what the list filters on
 * besides status and search, and what the detail page needs besides the request itself.
 */

/** The list also filters by segment or team (spec 01 §2 Days off "filters"; 02 §2.4). */
export const ZListDaysOffInboxRequestSchema = ZListDaysOffRequestsRequestSchema.extend({ segment: ZSegmentFilterSchema });
export type TListDaysOffInboxRequest = z.input<typeof ZListDaysOffInboxRequestSchema>;

export const ZDaysOffDetailResponseSchema = ZDaysOffRequestDetailSchema.extend({
  request_id: z.number(),
  employee_avatar: z.string().nullable(),
  team_name: z.string().nullable(),
  /** The type's name as the page titles it (custom type name, or Education / Sick day). */
  type_name: z.string(),
  time_added: z.string(),
  /** Not processed, and this user may decide (not read-only). */
  can_process: z.boolean(),
  /** isCalendarLocked over the request's months: above 0 shows processed days as read-only status buttons. */
  amount_employees_locked: z.number().int().min(0),
  /** Budget usage of the request's type in the year of its first day; null when the type has no limit. */
  budget: ZBudgetUsageSchema.nullable(),
  /** What the still-undecided days of an add request ask (0 for a delete request): the limit warning's input. */
  requested_minutes: z.number().int().min(0),
  requested_days: z.number().min(0),
});
export type TDaysOffDetailResponse = z.infer<typeof ZDaysOffDetailResponseSchema>;

export const ZAddDaysOffResponseSchema = z.object({
  request_id: z.number(),
  dates: z.array(z.object({ id: z.number(), date: ZIsoDate, start_minutes: z.number(), duration_minutes: z.number() })),
});
export type TAddDaysOffResponse = z.infer<typeof ZAddDaysOffResponseSchema>;

/** A row of the bulk days-off fetch: the day off and whose it is. */
export const ZBulkDayOffSchema = ZPersonalDayOffSchema.extend({ id: z.number(), employee_id: z.number(), employee_name: z.string() });
export type TBulkDayOff = z.infer<typeof ZBulkDayOffSchema>;
export const ZListDaysOffBulkResponseSchema = listResponse(ZBulkDayOffSchema);
export type TListDaysOffBulkResponse = z.infer<typeof ZListDaysOffBulkResponseSchema>;

/** GET /api/days_off/types: the company's own day-off types (for the add form and tests). */
export const ZDayOffTypeSchema = z.object({ id: z.number(), name: z.string(), color: z.string(), limitation: z.string().nullable() });
export const ZListDayOffTypesResponseSchema = z.array(ZDayOffTypeSchema);
