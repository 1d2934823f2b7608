import { z } from 'zod';

/**
 * The days-off limit warning (spec 01 §5) and the budget usage it reads (spec 01 §3).
 *
 * The spec sentence is: "shows only if the employee is allowed a negative balance and the limit is or will be
 * exceeded: days limits, days left (max yearly days minus days approved) below 0 (doubled for half-days limits);
 * minute and overtime limits, minutes left below 0 (future excess subtracts requested minutes); leave_accrual,
 * accrual balance plus unapproved minutes below 0, or balance below 0 for future excess."
 *
 * Reading chosen here (the sentence is ambiguous; this is the one rule both the web and the server use):
 * - "is exceeded" (isExceeded) = the budget is already below 0 without this request, counting approved usage only.
 * - "will be exceeded" (isFutureExcess) = the budget is not below 0 yet, but approving this request takes it below 0.
 *   The two are exclusive: an already exceeded budget is reported as exceeded, not as a future excess.
 * - `left` is the balance that is below 0: the current one when exceeded, the one after this request when it is a
 *   future excess. Exactly 0 left is not exceeded (the sentence says "below 0"), so it never warns.
 * - Days limits: left = max_yearly_amount_days − days_approved; future = left − requested days. The spec names no
 *   future excess for days limits explicitly, but the same "is or will be" heading covers them, so the requested days
 *   count the same way as requested minutes do for minute limits.
 * - "Doubled for half-days limits": a limit_in_half_days budget keeps max and approved in days like any days limit,
 *   and `left` is shown in half days (× 2, unit 'half_days'). Doubling never changes the sign, so it never decides
 *   whether to warn.
 * - Minute and overtime limits: left = max_yearly_amount_minutes − minutes_approved; future = left − requested minutes.
 * - leave_accrual: accrual_year_balance already has the unapproved (pending) minutes taken off — this request
 *   included — which is why the spec adds minutes_not_approved back to find the balance "now" (approved only), and
 *   uses the bare balance for the future excess. Requested minutes are therefore not subtracted a second time.
 * - A budget without the number its limitation needs (null max or null accrual balance) has no limit: no warning.
 * - A delete request gives time back; callers pass 0 requested for it, so only an already exceeded budget warns.
 */

export const BUDGET_LIMITATIONS = [
  'limit_in_days',
  'limit_in_half_days',
  'limit_by_overtime',
  'limit_in_minutes',
  'leave_accrual',
] as const;
export type TBudgetLimitation = (typeof BUDGET_LIMITATIONS)[number];

export const LIMIT_WARNING_UNITS = ['days', 'half_days', 'minutes'] as const;
export type TLimitWarningUnit = (typeof LIMIT_WARNING_UNITS)[number];

/** Budget usage of one day-off type for one employee and year (spec 01 §3, from listBudgetUsage). */
export const ZBudgetUsageSchema = z.object({
  limitation: z.enum(BUDGET_LIMITATIONS),
  name: z.string(),
  employee_allowed_negative_balance: z.boolean(),
  /** Days may be fractional: a half day counts 0.5. */
  days_approved: z.number(),
  minutes_approved: z.number(),
  minutes_not_approved: z.number(),
  /** Null when the limitation is not counted in days (or no maximum is set). */
  max_yearly_amount_days: z.number().nullable(),
  /** Null when the limitation is not counted in minutes (or no maximum is set). */
  max_yearly_amount_minutes: z.number().nullable(),
  /** Null unless the limitation is leave_accrual. */
  accrual_year_balance: z.number().nullable(),
});
export type TBudgetUsage = z.infer<typeof ZBudgetUsageSchema>;

export type TLimitWarning = {
  /** The budget is already below 0 without this request. */
  isExceeded: boolean;
  /** The budget is not below 0 yet, but will be once this request is approved. */
  isFutureExcess: boolean;
  /** The balance that is below 0, in `unit` (always negative when a warning is returned). */
  left: number;
  unit: TLimitWarningUnit;
};

/**
 * Days may be fractional (half days, partial days as a share of a day), and 20 − 19.7 − 0.3 is not 0 in floating
 * point; rounding to 4 decimals keeps an exactly-used budget at 0 left instead of a phantom −5e-17 warning.
 */
function roundDays(days: number): number {
  return Math.round(days * 10_000) / 10_000 + 0;
}

function assertRequested(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number of 0 or more, got ${value}`);
}

/** What is left of a budget before this request and after approving it, in `unit` (see the reading above). */
export type TBudgetBalance = { before: number; after: number; unit: TLimitWarningUnit };

/**
 * The balance of one budget around a request, or null when the budget has no limit (a null maximum or accrual
 * balance). The limit warning reads the same numbers, so what the approver sees and what warns never disagree.
 */
export function budgetBalance(budget: TBudgetUsage, requestedMinutes: number, requestedDays: number): TBudgetBalance | null {
  assertRequested('requestedMinutes', requestedMinutes);
  assertRequested('requestedDays', requestedDays);
  switch (budget.limitation) {
    case 'limit_in_days':
    case 'limit_in_half_days': {
      if (budget.max_yearly_amount_days === null) return null;
      const factor = budget.limitation === 'limit_in_half_days' ? 2 : 1;
      const unit = budget.limitation === 'limit_in_half_days' ? 'half_days' : 'days';
      const now = roundDays(budget.max_yearly_amount_days - budget.days_approved);
      const afterRequest = roundDays(now - requestedDays);
      return { before: now * factor, after: afterRequest * factor, unit };
    }
    case 'limit_in_minutes':
    case 'limit_by_overtime': {
      if (budget.max_yearly_amount_minutes === null) return null;
      const now = budget.max_yearly_amount_minutes - budget.minutes_approved;
      return { before: now, after: now - requestedMinutes, unit: 'minutes' };
    }
    case 'leave_accrual': {
      if (budget.accrual_year_balance === null) return null;
      return { before: budget.accrual_year_balance + budget.minutes_not_approved, after: budget.accrual_year_balance, unit: 'minutes' };
    }
  }
}

/**
 * The limit warning for a request against one budget, or null when no warning shows.
 * `requestedMinutes` and `requestedDays` are what this request asks (0 for a delete request); see the reading above.
 * Exceeded now wins over exceeded after the request; 0 left never warns.
 */
export function limitWarning(budget: TBudgetUsage, requestedMinutes: number, requestedDays: number): TLimitWarning | null {
  const balance = budgetBalance(budget, requestedMinutes, requestedDays);
  // Without a negative balance allowed the request is refused elsewhere, so there is nothing to warn about here.
  if (!budget.employee_allowed_negative_balance || balance === null) return null;
  if (balance.before < 0) return { isExceeded: true, isFutureExcess: false, left: balance.before, unit: balance.unit };
  if (balance.after < 0) return { isExceeded: false, isFutureExcess: true, left: balance.after, unit: balance.unit };
  return null;
}
