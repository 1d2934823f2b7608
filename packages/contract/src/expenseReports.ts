import { z } from 'zod';
import { MAX_ID, ZId, ZPage, ZPerson, listResponse } from './common.ts';
import { EXPENSE_STATUSES, ZExpenseCategorySchema, expenseCategoryFields, refineCategoryPrices } from './expenses.ts';
import { PAYOUT_METHODS, PAYOUT_STATUSES } from './payout.ts';

// ---- category administration (spec 02 §7.5)

export const ZCategoryIdSchema = z.object({ expense_category_id: ZId });
export const ZCategoryResponseSchema = z.object({ category: ZExpenseCategorySchema });
export const ZCategoryUsedResponseSchema = z.object({ used: z.boolean() });
export const ZCategoryUsageResponseSchema = z.object({
  expense_count: z.number().int(),
  pending_count: z.number().int(),
  employee_count: z.number().int(),
  total_amount: z.number(),
  last_used: z.string().nullable(),
});
export type TCategoryUsage = z.infer<typeof ZCategoryUsageResponseSchema>;

export const ZEditExpenseCategoryRequestSchema = z
  .object({ expense_category_id: ZId, ...expenseCategoryFields() })
  .superRefine(refineCategoryPrices);

/** A used category is never deleted (its expenses keep pointing at it): it is archived instead, and says so. */
export const ZDeleteExpenseCategoryResponseSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });

export const ZDeleteExpenseRequestSchema = z.object({ expense_id: ZId });
export const ZDeleteExpenseResponseSchema = z.object({ expense_id: z.number() });

// ---- periods

export const ZYear = z.coerce.number().int().min(2000, 'The year must be 2000 or later').max(2100, 'The year must be 2100 or earlier');
export const ZMonth = z.coerce.number().int().min(1, 'The month is 1 to 12').max(12, 'The month is 1 to 12');
export const ZMonthQuerySchema = z.object({ year: ZYear, month: ZMonth });
export const ZYearQuerySchema = z.object({ year: ZYear });

// ---- stats

const ZAmountCount = z.object({ count: z.number().int(), amount: z.number() });
export const ZMonthStatsResponseSchema = z.object({
  year: z.number(),
  month: z.number(),
  by_status: z.object({ pending: ZAmountCount, approved: ZAmountCount, rejected: ZAmountCount }),
  by_category: z.array(
    z.object({ category_id: z.number().nullable(), name: z.string().nullable(), count: z.number().int(), amount: z.number() }),
  ),
});
export type TMonthStats = z.infer<typeof ZMonthStatsResponseSchema>;
export const ZYearStatsResponseSchema = z.object({
  year: z.number(),
  months: z.array(
    z.object({ month: z.number(), pending: z.number(), approved: z.number(), rejected: z.number(), count: z.number().int() }),
  ),
});
export type TYearStats = z.infer<typeof ZYearStatsResponseSchema>;

// ---- expense rows of the reports

export const ZExpenseRowSchema = z.object({
  expense_id: z.number(),
  request_id: z.number(),
  employee: ZPerson,
  title: z.string(),
  date: z.string(),
  price: z.number(),
  status: z.enum(EXPENSE_STATUSES),
  category_name: z.string().nullable(),
  payout_type: z.string(),
  payout_method: z.string().nullable(),
  payout_status: z.string().nullable(),
});
export type TExpenseRow = z.infer<typeof ZExpenseRowSchema>;

export const UNDECIDED_PER_PAGE = 20;
export const ZUndecidedCountResponseSchema = z.object({ count: z.number().int() });
export const ZUndecidedListRequestSchema = z.object({ page: ZPage });
export const ZExpenseRowsPageSchema = listResponse(ZExpenseRowSchema);

const ZStatusFilter = z.enum(EXPENSE_STATUSES).optional();
export const ZListGroupedRequestSchema = ZMonthQuerySchema.extend({ status: ZStatusFilter });
export const ZListGroupedResponseSchema = z.object({
  groups: z.array(z.object({ employee: ZPerson, count: z.number().int(), total: z.number(), expenses: z.array(ZExpenseRowSchema) })),
});
export type TListGroupedResponse = z.infer<typeof ZListGroupedResponseSchema>;

export const ZListEmployeeExpensesRequestSchema = z.object({ employee_id: ZId, year: ZYear.optional(), status: ZStatusFilter });
export const ZExpenseRowsSchema = z.object({ items: z.array(ZExpenseRowSchema) });

export const ZApprovedExpensesRequestSchema = z.object({
  year: ZYear,
  employee_id: ZId.optional(),
  status: z.enum(PAYOUT_STATUSES).optional(),
  payoutMethod: z.enum(PAYOUT_METHODS).optional(),
});

// ---- files

export const ZMonthPdfQuerySchema = z.object({
  dryrun: z.enum(['0', '1']).optional(),
  /** Comma-separated team ids: only those teams' people. */
  teams: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'Teams are comma-separated ids')
    .transform((s) => s.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= MAX_ID), 'This id is too large')
    .optional(),
});
export const ZExpenseIdParamsSchema = z.object({ id: ZId });

/** The file names of the month's downloads, so the web and the server agree on them. */
export const monthFileName = (kind: 'expenses' | 'expenses-individual', year: number, month: number, ext: 'pdf' | 'xlsx') =>
  `${kind}-${year}-${String(month).padStart(2, '0')}.${ext}`;
