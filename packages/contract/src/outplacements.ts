import { z } from 'zod';
import { INVALID_CHARACTER, ZAfterCursor, ZId, ZPage, ZPerson, isWellFormed, listResponse } from './common.ts';

// Outplacements (spec 01 §2, §3, §4): an ending contract that HR either asks the payroll provider to hand to
// outplacement, or ignores.

export const OUTPLACEMENT_STATUSES = ['pending', 'requested', 'ignored'] as const;
export type TOutplacementStatus = (typeof OUTPLACEMENT_STATUSES)[number];
export const OUTPLACEMENT_LIST_STATUSES = ['all', ...OUTPLACEMENT_STATUSES] as const;
export type TOutplacementListStatus = (typeof OUTPLACEMENT_LIST_STATUSES)[number];

/**
 * The request to the provider: none yet, pending while the job sends it (the web polls), then succeeded (the
 * outplacement is requested) or failed (it stays pending, with the reason, and may be requested again).
 */
export const OUTPLACEMENT_REQUEST_STATUSES = ['none', 'pending', 'succeeded', 'failed'] as const;
export type TOutplacementRequestStatus = (typeof OUTPLACEMENT_REQUEST_STATUSES)[number];

export const OUTPLACEMENT_LIST_PER_PAGE = 20;
/** How often the web asks for the request's status while it is pending (spec 01 §9). */
export const OUTPLACEMENT_POLL_MS = 4000;
/** Sends after the first that throws before the request is given up (spec 01 §4: the 4th failure gives the error). */
export const OUTPLACEMENT_SEND_RETRIES = 3;
/** The command the provider knows an outplacement request by. */
export const OUTPLACEMENT_COMMAND = 'outplacement_request';

/** Where the detail's back link goes: the spec opens outplacements from their tab or from days off. */
export const OUTPLACEMENT_BACK_TARGETS = ['outplacements', 'daysOff'] as const;
export type TOutplacementBackTarget = (typeof OUTPLACEMENT_BACK_TARGETS)[number];
export function outplacementBackPath(from: string | null | undefined): string {
  return from === 'daysOff' ? '/inbox/daysOff' : '/inbox/outplacements';
}

/** Whether an outplacement can still be requested or ignored: pending, with no request to the provider in flight. */
export function isOutplacementOpen(o: { status: TOutplacementStatus; request_status: TOutplacementRequestStatus }): boolean {
  return o.status === 'pending' && o.request_status !== 'pending';
}

export const ZListOutplacementsRequestSchema = z.object({
  status: z.enum(OUTPLACEMENT_LIST_STATUSES).default('pending'),
  page: ZPage,
  after: ZAfterCursor,
});

export const ZOutplacementSchema = z.object({
  id: z.number(),
  status: z.enum(OUTPLACEMENT_STATUSES),
  integration_id: z.number(),
  contract_uid: z.string(),
  employee_id: z.number(),
  employee: ZPerson,
  created_at: z.string(),
  contract_start: z.string(),
  contract_end: z.string().nullable(),
  role: z.string(),
  request_status: z.enum(OUTPLACEMENT_REQUEST_STATUSES),
  /** Why the last request failed (only while request_status is failed). */
  request_error: z.string().nullable(),
});
export type TOutplacement = z.infer<typeof ZOutplacementSchema>;

export const ZListOutplacementsResponseSchema = listResponse(ZOutplacementSchema);
export type TListOutplacementsResponse = z.infer<typeof ZListOutplacementsResponseSchema>;

export const ZOutplacementIdParamsSchema = z.object({ id: ZId });
export const ZOutplacementDetailResponseSchema = z.object({
  outplacement: ZOutplacementSchema,
  /** The user may request or ignore it now (not read-only, and it is open). */
  can_decide: z.boolean(),
});
export type TOutplacementDetailResponse = z.infer<typeof ZOutplacementDetailResponseSchema>;

/** Only ignoring is a status the user sets; requested comes from the provider's answer. */
export const ZUpdateOutplacementStatusRequestSchema = z.object({ id: ZId, status: z.enum(['ignored']) });
export type TUpdateOutplacementStatusRequest = z.infer<typeof ZUpdateOutplacementStatusRequestSchema>;
export const ZUpdateOutplacementStatusResponseSchema = z.object({ id: z.number(), status: z.enum(OUTPLACEMENT_STATUSES) });

const ZContractUid = z
  .string()
  .trim()
  .min(1, 'Give the contract')
  .max(100, 'A contract id can be at most 100 characters')
  .refine(isWellFormed, INVALID_CHARACTER);

/** The spec's payload (spec 01 §7): the outplacement is the pending one of that contract, employee and integration. */
export const ZSendOutplacementRequestSchema = z.object({ integrationId: ZId, contractId: ZContractUid, employeeId: ZId });
export type TSendOutplacementRequest = z.infer<typeof ZSendOutplacementRequestSchema>;
export const ZSendOutplacementResponseSchema = z.object({
  id: z.number(),
  status: z.enum(OUTPLACEMENT_STATUSES),
  request_status: z.enum(OUTPLACEMENT_REQUEST_STATUSES),
});
export type TSendOutplacementResponse = z.infer<typeof ZSendOutplacementResponseSchema>;
