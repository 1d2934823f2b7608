import { z } from 'zod';
import { MAX_ID, ZId } from './common.ts';

export const PAYOUT_TYPES = ['UNDECIDED', 'PAY_OUT', 'DO_NOT_PAYOUT'] as const;
export type TPayoutType = (typeof PAYOUT_TYPES)[number];
export const PAYOUT_STATUSES = ['NOT_PAID_OUT', 'PAID_OUT'] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** PAYOUT_MANUALLY is legacy: it is kept on old expenses and offered only to keep such a choice. */
export const PAYOUT_METHODS = ['PAYOUT_USING_PAYROLL_PROVIDER', 'PAYOUT_OTHER', 'PAYOUT_MANUALLY'] as const;
export type TPayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_OTHER_REASON_MAX = 500;

/** Which payout fields the chooser shows for a choice; the same rules decide what is required (spec 02 §5). */
export function payoutFieldsShown(type: TPayoutType | undefined, method: TPayoutMethod | undefined) {
  const isPayingOut = type === 'PAY_OUT';
  return {
    method: isPayingOut,
    reason: isPayingOut && method === 'PAYOUT_OTHER',
    status: isPayingOut && (method === 'PAYOUT_OTHER' || method === 'PAYOUT_MANUALLY'),
    period: isPayingOut && method === 'PAYOUT_USING_PAYROLL_PROVIDER',
  };
}

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values).optional());
const ZOptionalInt = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().min(-MAX_ID).max(MAX_ID).optional(),
);

export const ZUpdatePayoutRequestSchema = z
  .object({
    employee_id: ZId,
    expense_id: ZId,
    payout_type: z.enum(PAYOUT_TYPES, 'Choose a payout type'),
    new_payout_method: optionalEnum(PAYOUT_METHODS),
    /** What the chooser was opened with: a different current value means somebody else changed it meanwhile. */
    old_payout_method: optionalEnum(PAYOUT_METHODS),
    source_app: z.string().max(40).optional().default('inbox'),
    period: ZOptionalInt,
    year: ZOptionalInt,
    payout_other_reason: z.string().max(PAYOUT_OTHER_REASON_MAX).optional().default(''),
    payout_status: optionalEnum(PAYOUT_STATUSES),
  })
  .superRefine((v, ctx) => {
    const shown = payoutFieldsShown(v.payout_type, v.new_payout_method);
    if (shown.method && !v.new_payout_method)
      ctx.addIssue({ code: 'custom', path: ['new_payout_method'], message: 'Choose a payout method' });
    if (shown.reason && v.payout_other_reason.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['payout_other_reason'], message: 'Give the reason for paying out another way' });
    if (shown.status && !v.payout_status) ctx.addIssue({ code: 'custom', path: ['payout_status'], message: 'Choose a payout status' });
    if (shown.period && (v.period === undefined || v.year === undefined))
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'Choose a payroll period' });
  });
export type TUpdatePayoutRequest = z.input<typeof ZUpdatePayoutRequestSchema>;

export const ZPayoutPeriodSchema = z.object({ period: z.number(), year: z.number(), start: z.string(), end: z.string() });
export const ZAvailablePeriodsResponseSchema = z.object({ periods: z.array(ZPayoutPeriodSchema), frequency: z.string() });
export type TAvailablePeriodsResponse = z.infer<typeof ZAvailablePeriodsResponseSchema>;

export const ZPayoutSchema = z.object({
  payout_type: z.enum(PAYOUT_TYPES),
  payout_method: z.enum(PAYOUT_METHODS).nullable(),
  payout_status: z.enum(PAYOUT_STATUSES).nullable(),
  period: z.number().nullable(),
  year: z.number().nullable(),
  payout_other_reason: z.string().nullable(),
});
export type TPayout = z.infer<typeof ZPayoutSchema>;
