import { z } from 'zod';
import { ZIsoDate, ZPage, listResponse } from './common.ts';
import { TRANSPORT_TYPES } from './commute.ts';

/** The kinds of request an employee files and follows on "My requests" (decision 0018). */
export const MY_REQUEST_KINDS = ['expense', 'daysOff', 'training', 'asset', 'commute'] as const;
export type TMyRequestKind = (typeof MY_REQUEST_KINDS)[number];

/**
 * One status for every kind: each area's own words (approved/accepted, rejected/declined, '1'/'0'/-1) read as these.
 * `partly` is a days-off request some of whose days were accepted and others declined.
 */
export const MY_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'partly'] as const;
export type TMyRequestStatus = (typeof MY_REQUEST_STATUSES)[number];

export const MY_REQUESTS_PER_PAGE = 20;

export const ZListMyRequestsRequestSchema = z
  .object({
    kind: z.enum(['all', ...MY_REQUEST_KINDS], 'Kind must be all, expense, daysOff, training, asset or commute').default('all'),
    status: z.enum(['all', ...MY_REQUEST_STATUSES], 'Status must be all, pending, approved, declined or partly').default('all'),
    page: ZPage,
  })
  .strict();
export type TListMyRequestsRequest = z.input<typeof ZListMyRequestsRequestSchema>;

export const ZMyRequestSchema = z.object({
  kind: z.enum(MY_REQUEST_KINDS),
  /** The area's own request id (unique within a kind only). */
  id: z.number(),
  /**
   * What was asked, in the area's words: the expense's title, the day-off type's name (null for the built-in
   * education and sick-day types, which the web names), the training's name, the assets' names, the transport type.
   */
  title: z.string().nullable(),
  /** The day-off type of a days-off request (education, sick_day or custom); null for other kinds. */
  day_off_type: z.string().nullable(),
  /** The transport of a commute declaration; null for other kinds. */
  transport_type: z.enum(TRANSPORT_TYPES).nullable(),
  /** The day(s) concerned: the expense's date, the first and last day off, the commute's day; null when none. */
  date_from: ZIsoDate.nullable(),
  date_to: ZIsoDate.nullable(),
  /** How many days a days-off request holds. */
  day_count: z.number().int().nullable(),
  /** Money where there is some (expense, training cost, the assets' prices), in euro. */
  amount: z.number().nullable(),
  /** Kilometres of a commute declaration. */
  km: z.number().nullable(),
  status: z.enum(MY_REQUEST_STATUSES),
  /** What the approver wrote to the employee with the (last) decision; null when nothing was written. */
  message: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /**
   * While the requester may still take the request back, the id its area's withdraw call takes (a pending expense:
   * its expense id, for POST /api/expenses/deleteExpense); null otherwise. Only expenses have such a call.
   */
  withdraw_id: z.number().nullable(),
});
export type TMyRequest = z.infer<typeof ZMyRequestSchema>;
export const ZListMyRequestsResponseSchema = listResponse(ZMyRequestSchema);
export type TListMyRequestsResponse = z.infer<typeof ZListMyRequestsResponseSchema>;
