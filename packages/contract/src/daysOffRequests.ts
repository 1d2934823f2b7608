import { z } from 'zod';
import { ZId, ZIsoDate, ZPage, listResponse } from './common.ts';
import { DAY_STATUSES, DAYS_OFF_LIST_STATUSES, DAYS_OFF_REQUEST_TYPES, PERSONAL_DAY_OFF_TYPES } from './daysOff.ts';

/**
 * The days-off calls of the catalogue that read requests outside the inbox (spec 02 §7.2: getDaysOffRequest,
 * listRequests). Who may read a request: its approvers (as in the inbox) and the employee who asked.
 */

export const DAYS_OFF_REQUESTS_PER_PAGE = 20;

export const ZGetDaysOffRequestQuerySchema = z.object({ request_id: ZId });

export const ZDaysOffRequestDaySchema = z.object({
  id: z.number(),
  date: ZIsoDate,
  start_minutes: z.number().int(),
  duration_minutes: z.number().int(),
  status: z.enum(DAY_STATUSES),
});

/** A request's own fields, made where the schemas that hold them are built (the browser builds those on first use). */
const requestFields = () => ({
  id: z.number(),
  request_type: z.enum(DAYS_OFF_REQUEST_TYPES),
  type: z.enum(PERSONAL_DAY_OFF_TYPES),
  custom_type_id: z.number().nullable(),
  /** The custom type's name, or Education / Sick day. */
  type_name: z.string(),
  /** pending while any day waits for a decision; closed once every day is decided. */
  status: z.enum(['pending', 'closed']),
  employee: z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable(), team_name: z.string().nullable() }),
  time_added: z.string(),
});

export const ZGetDaysOffRequestResponseSchema = z.object({
  request: z.object({
    ...requestFields(),
    note_from_employee: z.string().nullable(),
    days: z.array(ZDaysOffRequestDaySchema),
  }),
});
export type TGetDaysOffRequestResponse = z.infer<typeof ZGetDaysOffRequestResponseSchema>;

export const ZListRequestsQuerySchema = z.object({
  /** One person's requests (theirs, or someone whose requests this user decides); without it, every request this user may read. */
  employee_id: ZId.optional(),
  status: z.enum(DAYS_OFF_LIST_STATUSES, 'Status must be all, pending or closed').default('all'),
  page: ZPage,
});
export type TListRequestsQuery = z.input<typeof ZListRequestsQuerySchema>;

export const ZListRequestsResponseSchema = listResponse(z.object({ ...requestFields(), dates: z.array(ZIsoDate) }));
export type TListRequestsResponse = z.infer<typeof ZListRequestsResponseSchema>;
