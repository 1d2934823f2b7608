import { z } from 'zod';
import {
  INVALID_CHARACTER,
  ZAfterCursor,
  ZId,
  isWellFormed,
  ZIsoDate,
  ZNote,
  ZPage,
  ZPerson,
  ZSearchTerm,
  listResponse,
} from './common.ts';
import { ZPayoutSchema } from './payout.ts';
import { roundMoney } from './format.ts';

export const EXPENSE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export const EXPENSE_LIST_STATUSES = ['all', ...EXPENSE_STATUSES] as const;
export type TExpenseListStatus = (typeof EXPENSE_LIST_STATUSES)[number];
export const EXPENSE_LIST_DEFAULT_STATUS: TExpenseListStatus = 'pending';
export const EXPENSE_LIST_PER_PAGE = 20;

export const WAYS_OF_INPUT = ['total', 'kilometer-allowance', 'day-allowance'] as const;
export type TWayOfInput = (typeof WAYS_OF_INPUT)[number];
export const KINDS_OF_RIDE = ['single', 'double'] as const;

// ---- categories

export const ZExpenseCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  way_of_input: z.enum(WAYS_OF_INPUT),
  price_per_kilometer: z.number().nullable(),
  price_per_day: z.number().nullable(),
  is_default: z.boolean(),
  active: z.boolean(),
});
export type TExpenseCategory = z.infer<typeof ZExpenseCategorySchema>;

export const ZListCategoriesRequestSchema = z.object({ active_only: z.enum(['0', '1']).optional().default('1') });
export const ZListCategoriesForEmployeeRequestSchema = z.object({ employee_id: ZId, expense_date: ZIsoDate.optional() });
export const ZListCategoriesResponseSchema = z.object({ categories: z.array(ZExpenseCategorySchema) });

const ZRate = (max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().positive().max(max).optional());

/** A category's fields, as created and as edited: made where the schemas that hold them are built. */
export const expenseCategoryFields = () => ({
  name: z.string().trim().min(1, 'Give the category a name').max(100).refine(isWellFormed, INVALID_CHARACTER),
  way_of_input: z.enum(WAYS_OF_INPUT, 'Choose how the amount is entered'),
  price_per_kilometer: ZRate(10),
  price_per_day: ZRate(10_000),
});

/** An allowance needs its price: per kilometre for a kilometre allowance, per day for a day allowance. */
export function refineCategoryPrices(
  v: { way_of_input: TWayOfInput; price_per_kilometer?: number; price_per_day?: number },
  ctx: z.RefinementCtx,
) {
  if (v.way_of_input === 'kilometer-allowance' && v.price_per_kilometer === undefined)
    ctx.addIssue({ code: 'custom', path: ['price_per_kilometer'], message: 'A kilometre allowance needs a price per kilometre' });
  if (v.way_of_input === 'day-allowance' && v.price_per_day === undefined)
    ctx.addIssue({ code: 'custom', path: ['price_per_day'], message: 'A day allowance needs a price per day' });
}

export const ZCreateExpenseCategoryRequestSchema = z.object(expenseCategoryFields()).superRefine(refineCategoryPrices);
export type TCreateExpenseCategoryRequest = z.input<typeof ZCreateExpenseCategoryRequestSchema>;

/** Which categories an approver may move an expense to (spec §2 and 02 §5): same way of input, default only when allowed. */
export function categoriesOfferedForEdit(
  categories: readonly TExpenseCategory[],
  current: { way_of_input: TWayOfInput | null; category_id: number | null },
  isDefaultAllowed: boolean,
): TExpenseCategory[] {
  const wayOfInput = current.way_of_input ?? 'total';
  return categories.filter(
    (c) => c.active && c.way_of_input === wayOfInput && (isDefaultAllowed || !c.is_default) && c.id !== current.category_id,
  );
}

/** The price of an expense from its category; a total is what the employee typed. */
export function calculateExpensePrice(
  category: Pick<TExpenseCategory, 'way_of_input' | 'price_per_kilometer' | 'price_per_day'>,
  input: { total?: number; distance?: number; days?: number },
): number {
  switch (category.way_of_input) {
    case 'total':
      return roundMoney(input.total ?? 0);
    case 'kilometer-allowance':
      return roundMoney((input.distance ?? 0) * (category.price_per_kilometer ?? 0));
    case 'day-allowance':
      return roundMoney((input.days ?? 0) * (category.price_per_day ?? 0));
  }
}

export const ZCalculateExpensePriceRequestSchema = z.object({
  categoryId: ZId,
  distance: z.coerce.number().min(0).max(100_000).optional(),
  dates: z
    .union([z.array(ZIsoDate), ZIsoDate.transform((d) => [d])])
    .optional()
    .default([]),
  total: z.coerce.number().min(0).max(1_000_000).optional(),
});
export const ZCalculateExpensePriceResponseSchema = z.object({ price: z.number() });

// ---- an employee's expense

export const ZExpenseMetadataSchema = z.object({
  startLocation: z.string().optional(),
  endLocation: z.string().optional(),
  suggestedDistance: z.number().optional(),
  kindOfRide: z.enum(KINDS_OF_RIDE).optional(),
  /** Why the employee entered another distance than the suggested one (feature expenses/overwrite-distance-notification). */
  distanceReason: z.string().optional(),
});

/** The employee changed the route planner's distance: the approver is shown both and the reason. */
export const isDistanceOverwritten = (distance: number | null, metadata: { suggestedDistance?: number }) =>
  distance !== null && metadata.suggestedDistance !== undefined && Math.abs(distance - metadata.suggestedDistance) >= 0.01;

const optionalText = (max: number) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(max).optional());
const optionalNumber = (max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().min(0).max(max).optional());

/** Fields of createExpense (multipart: the attachment is the `file` part). */
export const ZCreateExpenseRequestSchema = z
  .object({
    category_id: ZId,
    title: z.string().trim().min(1, 'Give the expense a title').max(120),
    description: optionalText(2000),
    date: ZIsoDate,
    total: optionalNumber(1_000_000),
    distance: optionalNumber(100_000),
    dates: z.preprocess(
      (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v),
      z.array(ZIsoDate).max(366).optional().default([]),
    ),
    start_location: optionalText(200),
    end_location: optionalText(200),
    kind_of_ride: z.preprocess((v) => (v === '' ? undefined : v), z.enum(KINDS_OF_RIDE).optional()),
    suggested_distance: optionalNumber(100_000),
    distance_reason: optionalText(500).refine((v) => v === undefined || isWellFormed(v), INVALID_CHARACTER),
  })
  .strict();
export type TCreateExpenseRequest = z.input<typeof ZCreateExpenseRequestSchema>;
export const ZCreateExpenseResponseSchema = z.object({ expense_id: z.number(), request_id: z.number() });

export const ZExpenseRequestStatusFields = {
  status: z.enum(EXPENSE_STATUSES),
};

// ---- inbox list

export const ZListExpensesRequestSchema = z.object({
  status: z.enum(EXPENSE_LIST_STATUSES).default(EXPENSE_LIST_DEFAULT_STATUS),
  page: ZPage,
  after: ZAfterCursor,
  search_term: ZSearchTerm,
});
export type TListExpensesRequest = z.input<typeof ZListExpensesRequestSchema>;

export const ZExpenseListRowSchema = z.object({
  id: z.number(),
  requester: ZPerson,
  date_created: z.string(),
  title: z.string(),
  price: z.number(),
  status: z.enum(EXPENSE_STATUSES),
});
export type TExpenseListRow = z.infer<typeof ZExpenseListRowSchema>;
export const ZListExpensesResponseSchema = listResponse(ZExpenseListRowSchema);
export type TListExpensesResponse = z.infer<typeof ZListExpensesResponseSchema>;

// ---- inbox detail

export const ZDecisionSchema = z.object({
  action: z.string(),
  by_name: z.string(),
  at: z.string(),
  note: z.string(),
});
export type TDecision = z.infer<typeof ZDecisionSchema>;

export const ZExpenseRequestSchema = z.object({
  id: z.number(),
  expense_id: z.number(),
  employee_id: z.number(),
  title: z.string(),
  status: z.enum(EXPENSE_STATUSES),
  request_date_dmy: z.string(),
  date_dmy: z.string(),
  dates: z.array(z.string()),
  price: z.number(),
  distance: z.number().nullable(),
  price_per_kilometer: z.number().nullable(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  category_way_of_input: z.enum(WAYS_OF_INPUT).nullable(),
  metadata: ZExpenseMetadataSchema,
  description: z.string(),
  message_to_employee: z.string().nullable(),
  filename: z.string().nullable(),
  file_id: z.number().nullable(),
  approver_user_name: z.string().nullable(),
  manager_name: z.string().nullable(),
  manager_photo: z.string().nullable(),
  time_closed: z.string().nullable(),
});
export type TExpenseRequest = z.infer<typeof ZExpenseRequestSchema>;

export const ZExpenseDetailRequestSchema = z.object({ request_id: ZId });
export const ZExpenseDetailResponseSchema = z.object({
  request: ZExpenseRequestSchema,
  requester: ZPerson,
  payout: ZPayoutSchema,
  history: z.array(ZDecisionSchema),
  /** What this user may do here; the server enforces the same rules. */
  can_process: z.boolean(),
  can_edit_category: z.boolean(),
  is_default_category_allowed: z.boolean(),
  has_payroll_provider: z.boolean(),
  /** No category and default categories disabled: approving is blocked until a category is set. */
  needs_category: z.boolean(),
  /** Feature expenses/overwrite-distance-notification on and the distance differs from the suggested one. */
  distance_overwritten: z.boolean(),
});
export type TExpenseDetailResponse = z.infer<typeof ZExpenseDetailResponseSchema>;

// ---- processing

export const ZProcessExpenseRequestSchema = z
  .object({
    request_id: ZId,
    note: ZNote,
    status: z.enum(['approved', 'rejected'], 'Status must be approved or rejected'),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && v.note.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'A note for the requester is required when declining' });
  });
export type TProcessExpenseRequest = z.input<typeof ZProcessExpenseRequestSchema>;
export const ZProcessExpenseResponseSchema = z.object({ request_id: z.number(), expense_id: z.number(), status: z.enum(EXPENSE_STATUSES) });

export const ZEditExpenseRequestSchema = z.object({ expense_id: ZId, category_id: ZId });
export const ZEditExpenseResponseSchema = z.object({ expense_id: z.number(), category_id: z.number(), price: z.number() });

// ---- the employee-side expense calls

export const ZExpenseIdQuerySchema = z.object({ expense_id: ZId });
export const ZExpenseFileSchema = z.object({ id: z.number(), filename: z.string(), mime_type: z.string(), size_bytes: z.number() });
export const ZGetExpenseFileResponseSchema = z.object({ file: ZExpenseFileSchema.nullable() });
export const ZDownloadExpenseFileResponseSchema = z.object({ download_url: z.string() });
export const ZExpenseDetailsResponseSchema = z.object({
  expense: ZExpenseRequestSchema.omit({ approver_user_name: true, manager_name: true, manager_photo: true }),
  payout: ZPayoutSchema,
});
export const ZAvailablePeriodsRequestSchema = z.object({ employee_id: ZId, expense_id: ZId });
