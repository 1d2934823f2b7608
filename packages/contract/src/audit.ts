import { z } from 'zod';
import { ZId, ZIsoDate, ZPage, listResponse } from './common.ts';

/** The audit trail's page size: an operator reads it like a log, so a page holds more than an inbox list. */
export const AUDIT_PAGE_SIZE = 50;

export const ZListAuditRequestSchema = z
  .object({
    page: ZPage,
    /** The area an entry belongs to (expenses, daysOff, sickNotes, …). */
    area: z
      .string()
      .trim()
      .regex(/^[A-Za-z_]{1,40}$/, 'An area is a word of letters')
      .optional(),
    /** Who acted (a user id). */
    user_id: ZId.optional(),
    /** First and last day included (YYYY-MM-DD, the company's calendar days in UTC). */
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type TListAuditRequest = z.output<typeof ZListAuditRequestSchema>;

/** A JSON value as stored in the trail's before/after columns. */
const ZJson: z.ZodType<unknown> = z.unknown();

export const ZAuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  user_id: z.number(),
  user_name: z.string(),
  area: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.number().nullable(),
  before: ZJson,
  after: ZJson,
  /** The HTTP request that made the change (also sent to the caller as X-Request-Id), to find it in the logs. */
  request_id: z.string().nullable(),
  /** The admin who made the change while acting as user_id; null when user_id made it themselves. */
  impersonated_by_user_id: z.number().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const ZListAuditResponseSchema = listResponse(ZAuditEntrySchema);
export type TListAuditResponse = z.infer<typeof ZListAuditResponseSchema>;
