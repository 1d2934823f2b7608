import { z } from 'zod';
import { MAX_ID, ZId, ZIsoDate, ZPage, listResponse } from './common.ts';

/** How a person came to work on a day (spec 01 §3 Commute). */
export const TRANSPORT_TYPES = [
  'foot',
  'bicycle',
  'car_private',
  'public_train',
  'public_bus',
  'public_metro',
  'public_bus_metro_tram',
  'public_transport_combination',
] as const;
export type TTransportType = (typeof TRANSPORT_TYPES)[number];

/** The spec's states: -1 pending, '1' accepted, '0' declined. */
export const COMMUTE_PENDING = -1;
export const ZCommuteStatusSchema = z.union([z.literal(COMMUTE_PENDING), z.literal('1'), z.literal('0')]);
export type TCommuteStatus = z.infer<typeof ZCommuteStatusSchema>;
/** What the approver sets a row to on the page; pending again is "no decision for this row". */
export type TCommuteChoice = 'pending' | 'accept' | 'decline';

export const COMMUTE_LIST_STATUSES = ['all', 'pending', 'approved', 'declined'] as const;
export type TCommuteListStatus = (typeof COMMUTE_LIST_STATUSES)[number];
export const COMMUTE_LIST_PER_PAGE = 20;
export const MAX_COMMUTE_KM = 1000;

// ---- pure rules of the decision page (spec 01 §4 Commute)

/** Clicking the active choice again resets the row to pending; another choice replaces it. */
export function toggleCommuteChoice(current: TCommuteChoice, clicked: 'accept' | 'decline'): TCommuteChoice {
  return current === clicked ? 'pending' : clicked;
}

/** Accept all / Decline all act on the rows that were pending when the page opened; decided rows keep their state. */
export function setAllPending(
  rows: readonly { id: number; status: TCommuteStatus }[],
  choices: Readonly<Record<number, TCommuteChoice>>,
  choice: 'accept' | 'decline',
): Record<number, TCommuteChoice> {
  const next = { ...choices };
  for (const row of rows) if (row.status === COMMUTE_PENDING) next[row.id] = choice;
  return next;
}

/** Submit is possible once at least one originally pending row has a decision. */
export function hasCommuteChanges(choices: Readonly<Record<number, TCommuteChoice>>): boolean {
  return Object.values(choices).some((c) => c !== 'pending');
}

// ---- calls

export const ZListCommuteRequestSchema = z.object({
  status: z.enum(COMMUTE_LIST_STATUSES).default('pending'),
  page: ZPage,
});

/** One row per person: their requests of the status asked for, grouped (the row links to all their ids). */
export const ZCommuteGroupRowSchema = z.object({
  request_ids: z.array(z.number()),
  employee_id: z.number(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** The transport type when every day of the group shares it, else null (several). */
  commute_type: z.enum(TRANSPORT_TYPES).nullable(),
  km: z.union([z.number(), z.literal('-')]),
  days_duration: z.number(),
  first_date: z.string(),
  last_date: z.string(),
});
export type TCommuteGroupRow = z.infer<typeof ZCommuteGroupRowSchema>;
export const ZListCommuteResponseSchema = listResponse(ZCommuteGroupRowSchema);
export type TListCommuteResponse = z.infer<typeof ZListCommuteResponseSchema>;

/** "12,13,14": the ids of the route, each an id, at most a few hundred. */
export const ZRequestIdsSchema = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'request_ids is a comma-separated list of ids')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .pipe(z.array(z.number().int().positive().max(MAX_ID, 'This id is too large')).min(1).max(400, 'At most 400 requests at once'));

export const ZCommuteDetailRequestSchema = z.object({ request_ids: ZRequestIdsSchema, employee_id: ZId });

export const ZVariableCommuteSchema = z.object({
  id: z.number(),
  status: ZCommuteStatusSchema,
  transport_type: z.enum(TRANSPORT_TYPES),
  date: z.string(),
  km: z.number().nullable(),
});
export type TVariableCommute = z.infer<typeof ZVariableCommuteSchema>;

export const ZCommuteDetailResponseSchema = z.object({
  employee_id: z.number(),
  employee_name: z.string(),
  variable_commutes: z.array(ZVariableCommuteSchema),
  can_process: z.boolean(),
});
export type TCommuteDetailResponse = z.infer<typeof ZCommuteDetailResponseSchema>;

/** A decision per request id; only ids that are still pending may be decided, all of them the same person's. */
export const ZProcessCommuteRequestSchema = z.object({
  employee_id: ZId,
  decisions: z
    .array(z.object({ id: ZId, status: z.enum(['1', '0']) }))
    .min(1, 'Decide at least one day')
    .max(400)
    .refine((d) => new Set(d.map((x) => x.id)).size === d.length, 'Each request may be decided once'),
});
export type TProcessCommuteRequest = z.output<typeof ZProcessCommuteRequestSchema>;
export const ZProcessCommuteResponseSchema = z.object({ processed: z.number() });

/** An employee declares how they came to work on a day (km for the vehicles that have one). */
export const ZDeclareCommuteRequestSchema = z.object({
  date: ZIsoDate,
  transport_type: z.enum(TRANSPORT_TYPES),
  km: z.coerce.number().min(0).max(MAX_COMMUTE_KM).optional(),
});
export const ZDeclareCommuteResponseSchema = z.object({ request_id: z.number() });
