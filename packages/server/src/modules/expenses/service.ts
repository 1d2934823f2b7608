import { eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import dayjs from 'dayjs';
import {
  EXPENSE_LIST_PER_PAGE,
  calculateExpensePrice,
  isDistanceOverwritten,
  type TExpenseDetailResponse,
  type TExpenseRequest,
  type TListExpensesResponse,
  type TWayOfInput,
  type ZCalculateExpensePriceRequestSchema,
  type ZCreateExpenseCategoryRequestSchema,
  type ZCreateExpenseRequestSchema,
  type ZEditExpenseRequestSchema,
  type ZListExpensesRequestSchema,
  type ZProcessExpenseRequestSchema,
} from '@signoff/contract/expenses';
import { formatDate } from '@signoff/contract/format';
import { nextPeriods, type TPayFrequency } from '@signoff/contract/period';
import type { TPayout, ZUpdatePayoutRequestSchema } from '@signoff/contract/payout';
import type { Db } from '../../db/client.ts';
import { expenseRequests, expenses } from '../../db/schema/expenses.ts';
import { employees } from '../../db/schema/people.ts';
import { insertFileRecord, setFileRelatedObjectId } from '../../files/records.ts';
import type { ReceivedFile } from '../../files/multipart.ts';
import { and } from 'drizzle-orm';
import { likePattern, type TPageRequest } from '../../db/paging.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { preparedPages, preparedPerAccess } from '../../auth/preparedPerAccess.ts';
import { managerRole, requestListWhere, requesterIn, requesterScope, viewerScope } from '../../auth/scope.ts';
import { alreadyProcessed, badRequest, HttpError, notFound } from '../../http/errors.ts';
import type { FileStorage } from '../../files/storage.ts';
import * as q from './queries.ts';
import { toCategory } from './categoryService.ts';
import { recordDecision } from '../../audit/decisions.ts';
import { recordAudit } from '../../audit/recorder.ts';
import { findPayrollIntegration } from '../../integrations/lookup.ts';

const AREA = 'expenses';
const PERMISSION = 'expenses';
const DEFAULT_CATEGORIES_FEATURE = 'expenses/default-categories';
const PAYOUT_PERIODS_OFFERED = 6;
const DISTANCE_NOTIFICATION_FEATURE = 'expenses/overwrite-distance-notification';

const isDefaultAllowed = (actor: Actor) => actor.features.has(DEFAULT_CATEGORIES_FEATURE);

/** The payout of an expense as the audit trail keeps it. */
const payoutFields = (e: {
  payoutType: string | null;
  payoutMethod: string | null;
  payoutStatus: string | null;
  payoutPeriod: number | null;
  payoutYear: number | null;
  payoutOtherReason: string | null;
}) => ({
  payout_type: e.payoutType,
  payout_method: e.payoutMethod,
  payout_status: e.payoutStatus,
  period: e.payoutPeriod,
  year: e.payoutYear,
  payout_other_reason: e.payoutOtherReason,
});

function toPayout(expense: q.TRequestRow['expense']): TPayout {
  return {
    payout_type: expense.payoutType as TPayout['payout_type'],
    payout_method: (expense.payoutMethod ?? null) as TPayout['payout_method'],
    payout_status: (expense.payoutStatus ?? null) as TPayout['payout_status'],
    period: expense.payoutPeriod,
    year: expense.payoutYear,
    payout_other_reason: expense.payoutOtherReason,
  };
}

function toRequest(row: q.TRequestRow): TExpenseRequest {
  const { request, expense, category, requester, file } = row;
  return {
    id: request.id,
    expense_id: expense.id,
    employee_id: requester.id,
    title: expense.title,
    status: request.status as TExpenseRequest['status'],
    request_date_dmy: formatDate(request.createdAt),
    date_dmy: formatDate(expense.expenseDate),
    dates: expense.dates,
    price: expense.price,
    distance: expense.distance,
    price_per_kilometer: expense.pricePerKilometer,
    category_id: category?.id ?? null,
    category_name: category?.name ?? null,
    category_way_of_input: (category?.wayOfInput ?? null) as TWayOfInput | null,
    metadata: expense.metadata as TExpenseRequest['metadata'],
    description: expense.description,
    message_to_employee: request.messageToEmployee,
    filename: file?.originalName ?? null,
    file_id: file?.id ?? null,
    approver_user_name: row.approverName,
    manager_name: row.managerName,
    manager_photo: row.managerPhoto,
    time_closed: request.timeClosed?.toISOString() ?? null,
  };
}

type TListStatus = z.output<typeof ZListExpensesRequestSchema>['status'];

const listWhere = (actor: Actor, status: TListStatus) => requestListWhere(actor, PERMISSION, expenseRequests.employeeId, status);

export class ExpensesService {
  // The list's usual visits (no search), built once per access and status tab (see preparedPages).
  private readonly usualPage = preparedPages(
    (actor, status: TListStatus, request) => q.requestsPage(this.db, { ...listWhere(actor, status), search: null }, request).query,
  );
  // A search's two statements, its values as placeholders, each built once per access: the hits (one text per
  // company), and the page per status tab and way of finding the rows (see preparedPages).
  private readonly searchHits = preparedPerAccess((actor) => q.searchHitsQuery(this.db, actor.companyId, q.SEARCH_HIT_CAP));
  private readonly searchPage = preparedPages(
    (actor, [status, way]: [TListStatus, q.TSearchWay], request) =>
      q.requestsPage(this.db, { ...listWhere(actor, status), search: q.searchFilter(this.db, actor.companyId, way) }, request).query,
  );
  // The detail page's statement, built once per access (it is opened far more often than anything is decided).
  private readonly detailStatement = preparedPerAccess((actor) =>
    q.requestDetailQuery(this.db, actor.companyId, requesterScope(actor, PERMISSION)),
  );

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  async list(actor: Actor, input: z.output<typeof ZListExpensesRequestSchema>): Promise<TListExpensesResponse> {
    const request = { page: input.page, perPage: EXPENSE_LIST_PER_PAGE, after: input.after };
    const { rows, total, total_is_exact } = input.search_term
      ? await this.search(actor, input.status, input.search_term, request)
      : ((await this.usualPage(actor, input.status, request)) ?? (await q.listRequests(this.db, listWhere(actor, input.status), request)));
    return {
      items: rows.map((r) => ({
        id: r.id,
        requester: { id: r.requesterId, name: r.requesterName, avatar: r.requesterAvatar },
        date_created: r.createdAt.toISOString(),
        title: r.title,
        price: r.price,
        status: r.status as TExpenseRequest['status'],
      })),
      total,
      total_is_exact,
      page: input.page,
      per_page: EXPENSE_LIST_PER_PAGE,
    };
  }

  private async search(actor: Actor, status: TListStatus, term: string, request: TPageRequest) {
    const pattern = likePattern(term);
    const [hits] = await this.searchHits(actor).execute({ pattern });
    const search = q.searchOf(pattern, hits, q.SEARCH_HIT_CAP);
    if (!search.way) return { rows: [], total: 0, total_is_exact: true };
    return (
      (await this.searchPage(actor, [status, search.way], request, search.values)) ??
      (await q.searchedRequests(this.db, listWhere(actor, status), search, request))
    );
  }

  /** The badge: pending requests this actor decides, as a column of the inbox counts' one query. */
  pendingCount(actor: Actor): SQL<number> {
    return q.pendingCount(actor.companyId, requesterIn(actor, PERMISSION, expenseRequests.employeeId));
  }

  async detail(actor: Actor, requestId: number): Promise<TExpenseDetailResponse> {
    const [row] = await this.detailStatement(actor).execute({ id: requestId });
    if (!row) throw notFound('This expense request');
    const isPending = row.request.status === 'pending';
    return {
      request: toRequest(row),
      requester: { id: row.requester.id, name: row.requester.name, avatar: row.requester.avatarUrl },
      payout: toPayout(row.expense),
      history: row.history.map((h) => ({ action: h.action, by_name: h.by_name, at: new Date(h.at).toISOString(), note: h.note })),
      can_process: isPending && !actor.isReadOnly,
      can_edit_category: isPending && !actor.isReadOnly,
      is_default_category_allowed: isDefaultAllowed(actor),
      has_payroll_provider: row.hasPayrollProvider,
      needs_category: row.expense.categoryId === null && !isDefaultAllowed(actor),
      distance_overwritten:
        actor.features.has(DISTANCE_NOTIFICATION_FEATURE) &&
        isDistanceOverwritten(row.expense.distance, row.expense.metadata as TExpenseRequest['metadata']),
    };
  }

  async process(actor: Actor, input: z.output<typeof ZProcessExpenseRequestSchema>) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      // The lock makes a second approver wait here, then see the first one's decision and get a 409.
      const row = await q.findRequest(tx, actor.companyId, requesterScope(actor, PERMISSION), eq(expenseRequests.id, input.request_id), {
        forUpdate: true,
      });
      if (!row) throw notFound('This expense request');
      if (row.request.status !== 'pending') throw alreadyProcessed('This expense');
      let fallbackId: number | null = null;
      if (input.status === 'approved' && row.expense.categoryId === null) {
        const fallback = isDefaultAllowed(actor) ? await q.findDefaultCategory(tx, actor.companyId) : null;
        if (!fallback)
          throw badRequest(
            'INVALID',
            'This expense has no category and default categories are disabled. Choose a category before approving it.',
          );
        await q.updateExpense(tx, row.expense.id, { categoryId: fallback.id });
        fallbackId = fallback.id;
      }
      const note = input.note.trim();
      await q.closeRequest(tx, row.request.id, { status: input.status, messageToEmployee: note || null, approverUserId: actor.userId });
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.request.id,
        action: input.status,
        note,
        role: managerRole(actor, row.requester),
        before: { status: row.request.status, category_id: row.expense.categoryId },
        after: { status: input.status, note, category_id: row.expense.categoryId ?? fallbackId },
      });
      return { request_id: row.request.id, expense_id: row.expense.id, status: input.status };
    });
  }

  /** A pending expense is withdrawn by its requester, or removed by a holder of the expenses permission. */
  async deleteExpense(actor: Actor, expenseId: number) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await q.findRequest(tx, actor.companyId, viewerScope(actor, PERMISSION), eq(expenses.id, expenseId), { forUpdate: true });
      const isOwn = row !== null && row.requester.id === actor.employeeId;
      if (!row || !(isOwn || hasPermission(actor, PERMISSION))) throw notFound('This expense');
      if (row.request.status !== 'pending') throw alreadyProcessed('This expense');
      await q.deleteExpenseWithRequest(tx, row.expense.id, row.request.id);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'expense_deleted',
        objectType: 'expense',
        objectId: row.expense.id,
        before: { title: row.expense.title, price: row.expense.price, employee_id: row.requester.id, request_id: row.request.id },
      });
      return { expense_id: row.expense.id };
    });
  }

  async editCategory(actor: Actor, input: z.output<typeof ZEditExpenseRequestSchema>) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const row = await q.findRequest(tx, actor.companyId, requesterScope(actor, PERMISSION), eq(expenses.id, input.expense_id), {
        forUpdate: true,
      });
      if (!row) throw notFound('This expense');
      if (row.request.status !== 'pending') throw alreadyProcessed('This expense');
      const target = await q.findCategory(tx, actor.companyId, input.category_id);
      if (!target || !target.isActive)
        throw badRequest('VALIDATION', 'That category does not exist', { category_id: 'Choose an existing category' });
      const currentWay = (row.category?.wayOfInput ?? 'total') as TWayOfInput;
      if (target.wayOfInput !== currentWay)
        throw badRequest('VALIDATION', 'Only a category with the same way of input can be chosen', {
          category_id: 'Choose a category with the same way of input',
        });
      if (target.isDefault && !isDefaultAllowed(actor))
        throw badRequest('VALIDATION', 'Default categories are disabled in this company', {
          category_id: 'The default category is not allowed',
        });
      const price = calculateExpensePrice(toCategory(target), {
        total: row.expense.price,
        distance: row.expense.distance ?? 0,
        days: row.expense.dates.length,
      });
      await q.updateExpense(tx, row.expense.id, {
        categoryId: target.id,
        price,
        pricePerKilometer: target.wayOfInput === 'kilometer-allowance' ? target.pricePerKilometer : row.expense.pricePerKilometer,
      });
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.request.id,
        action: 'category_changed',
        note: `${row.category?.name ?? '—'} → ${target.name}`,
        before: { category_id: row.expense.categoryId, price: row.expense.price },
        after: { category_id: target.id, price },
      });
      return { expense_id: row.expense.id, category_id: target.id, price };
    });
  }

  async availablePeriods(actor: Actor, input: { employee_id: number; expense_id: number }) {
    const row = await q.findRequest(
      this.db,
      actor.companyId,
      requesterScope(actor, PERMISSION),
      and(eq(expenses.id, input.expense_id), eq(expenses.employeeId, input.employee_id))!,
    );
    if (!row) throw notFound('This expense');
    const integration = await findPayrollIntegration(this.db, actor.companyId);
    if (!integration) return { periods: [], frequency: 'none' };
    const frequency = integration.payFrequency as TPayFrequency;
    // A closed payroll period cannot take new payments: offer the one open today (or the expense's, if later) onwards.
    const today = dayjs().format('YYYY-MM-DD');
    const from = row.expense.expenseDate > today ? row.expense.expenseDate : today;
    return { periods: nextPeriods(from, frequency, PAYOUT_PERIODS_OFFERED), frequency };
  }

  async updatePayout(actor: Actor, input: z.output<typeof ZUpdatePayoutRequestSchema>) {
    assertCanWrite(actor);
    const offered = await this.availablePeriods(actor, input);
    return this.db.transaction(async (tx) => {
      const row = await q.findRequest(
        tx,
        actor.companyId,
        requesterScope(actor, PERMISSION),
        and(eq(expenses.id, input.expense_id), eq(expenses.employeeId, input.employee_id))!,
        { forUpdate: true },
      );
      if (!row) throw notFound('This expense');
      if (row.request.status !== 'approved')
        throw new HttpError(409, 'NOT_APPROVED', 'A payout method can only be chosen for an approved expense');
      const current = row.expense.payoutMethod ?? undefined;
      if ((input.old_payout_method ?? undefined) !== current)
        throw new HttpError(409, 'PAYOUT_CHANGED', 'The payout method was changed by someone else meanwhile. Reload and try again.');
      const isPayingOut = input.payout_type === 'PAY_OUT';
      const method = isPayingOut ? input.new_payout_method! : null;
      if (method === 'PAYOUT_MANUALLY' && current !== 'PAYOUT_MANUALLY')
        throw badRequest('VALIDATION', 'Paying out manually is no longer offered', { new_payout_method: 'Choose another payout method' });
      if (method === 'PAYOUT_USING_PAYROLL_PROVIDER') {
        if (offered.frequency === 'none')
          throw badRequest('VALIDATION', 'This company has no payroll provider', { new_payout_method: 'Choose another payout method' });
        if (!offered.periods.some((p) => p.period === input.period && p.year === input.year))
          throw badRequest('VALIDATION', 'That payroll period is not open for payouts', { period: 'Choose one of the offered periods' });
      }
      const values = {
        payoutType: input.payout_type,
        payoutMethod: method,
        payoutStatus: method === 'PAYOUT_OTHER' || method === 'PAYOUT_MANUALLY' ? input.payout_status! : method ? 'NOT_PAID_OUT' : null,
        payoutPeriod: method === 'PAYOUT_USING_PAYROLL_PROVIDER' ? input.period! : null,
        payoutYear: method === 'PAYOUT_USING_PAYROLL_PROVIDER' ? input.year! : null,
        payoutOtherReason: method === 'PAYOUT_OTHER' ? input.payout_other_reason.trim() : null,
      };
      await q.updateExpense(tx, row.expense.id, values);
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.request.id,
        action: 'payout_changed',
        before: payoutFields(row.expense),
        after: payoutFields(values),
        note: [
          input.payout_type,
          method,
          values.payoutStatus,
          values.payoutPeriod ? `${values.payoutPeriod}/${values.payoutYear}` : null,
          values.payoutOtherReason,
        ]
          .filter(Boolean)
          .join(' · '),
      });
      return { payout: toPayout({ ...row.expense, ...values }) };
    });
  }

  async expenseDetails(actor: Actor, expenseId: number) {
    const row = await q.findRequest(this.db, actor.companyId, viewerScope(actor, PERMISSION), eq(expenses.id, expenseId));
    if (!row) throw notFound('This expense');
    const { approver_user_name: _a, manager_name: _m, manager_photo: _p, ...expense } = toRequest(row);
    return { expense, payout: toPayout(row.expense) };
  }

  async expenseFile(actor: Actor, expenseId: number) {
    const row = await q.findRequest(this.db, actor.companyId, viewerScope(actor, PERMISSION), eq(expenses.id, expenseId));
    if (!row) throw notFound('This expense');
    return row.file;
  }

  async openExpenseFile(actor: Actor, expenseId: number) {
    const file = await this.expenseFile(actor, expenseId);
    if (!file) throw notFound('This file');
    return { file, stream: this.storage.open(file.storageName) };
  }

  async listCategories(actor: Actor, activeOnly: boolean) {
    return (await q.listCategories(this.db, actor.companyId, activeOnly)).map(toCategory);
  }

  async listCategoriesForEmployee(actor: Actor, employeeId: number) {
    const isSelf = actor.employeeId === employeeId;
    if (!isSelf) {
      const [visible] = await this.db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.id, employeeId), requesterScope(actor, PERMISSION)));
      if (!visible) throw notFound('This person');
    }
    const all = await q.listCategories(this.db, actor.companyId, true);
    return all.filter((c) => !c.isDefault || isDefaultAllowed(actor)).map(toCategory);
  }

  async createCategory(actor: Actor, input: z.output<typeof ZCreateExpenseCategoryRequestSchema>) {
    assertCanWrite(actor);
    if (!hasPermission(actor, 'expense_categories'))
      throw new HttpError(403, 'FORBIDDEN', 'You need the expense categories permission to create a category');
    return this.db.transaction(async (tx) => {
      const row = await q.insertCategory(tx, {
        companyId: actor.companyId,
        name: input.name,
        wayOfInput: input.way_of_input,
        pricePerKilometer: input.way_of_input === 'kilometer-allowance' ? input.price_per_kilometer! : null,
        pricePerDay: input.way_of_input === 'day-allowance' ? input.price_per_day! : null,
      });
      const category = toCategory(row);
      await recordAudit(tx, actor, {
        area: 'expense_categories',
        action: 'category_created',
        objectType: 'expense_category',
        objectId: row.id,
        after: category,
      });
      return category;
    });
  }

  async calculatePrice(actor: Actor, input: z.output<typeof ZCalculateExpensePriceRequestSchema>) {
    const category = await q.findCategory(this.db, actor.companyId, input.categoryId);
    if (!category) throw notFound('This category');
    return calculateExpensePrice(toCategory(category), { total: input.total, distance: input.distance, days: input.dates.length });
  }

  /** An employee submits an expense; the file (if any) is stored first and removed again if the insert fails. */
  async createExpense(actor: Actor, input: z.output<typeof ZCreateExpenseRequestSchema>, upload: ReceivedFile | null) {
    assertCanWrite(actor);
    if (actor.employeeId === null) throw new HttpError(403, 'NO_EMPLOYEE', 'Only employees can submit expenses');
    const category = await q.findCategory(this.db, actor.companyId, input.category_id);
    if (!category || !category.isActive || (category.isDefault && !isDefaultAllowed(actor)))
      throw badRequest('VALIDATION', 'That category does not exist', { category_id: 'Choose an existing category' });
    const way = category.wayOfInput as TWayOfInput;
    if (way === 'total' && !(input.total && input.total > 0))
      throw badRequest('VALIDATION', 'Enter the amount', { total: 'Enter an amount above 0' });
    if (way === 'kilometer-allowance' && !(input.distance && input.distance > 0))
      throw badRequest('VALIDATION', 'Enter the distance', { distance: 'Enter a distance above 0' });
    if (way === 'day-allowance' && input.dates.length === 0)
      throw badRequest('VALIDATION', 'Choose the days', { dates: 'Choose at least one day' });
    const rideFactor = way === 'kilometer-allowance' && input.kind_of_ride === 'double' ? 2 : 1;
    const distance = way === 'kilometer-allowance' ? (input.distance ?? 0) * rideFactor : null;
    const price = calculateExpensePrice(toCategory(category), { total: input.total, distance: distance ?? 0, days: input.dates.length });
    try {
      return await this.db.transaction(async (tx) => {
        let fileId: number | null = null;
        if (upload)
          fileId = await insertFileRecord(tx, upload, {
            companyId: actor.companyId,
            userId: actor.userId,
            relatedObject: 'expense',
            relatedObjectId: null,
          });
        const created = await q.insertExpenseWithRequest(tx, {
          companyId: actor.companyId,
          employeeId: actor.employeeId!,
          categoryId: category.id,
          title: input.title,
          description: input.description ?? '',
          expenseDate: input.date,
          dates: way === 'day-allowance' ? input.dates : [],
          price,
          distance,
          pricePerKilometer: way === 'kilometer-allowance' ? category.pricePerKilometer : null,
          metadata:
            way === 'kilometer-allowance'
              ? {
                  startLocation: input.start_location,
                  endLocation: input.end_location,
                  kindOfRide: input.kind_of_ride ?? 'single',
                  suggestedDistance: input.suggested_distance,
                  distanceReason: input.distance_reason,
                }
              : {},
          fileId,
        });
        if (fileId) await setFileRelatedObjectId(tx, fileId, created.expenseId);
        return { expense_id: created.expenseId, request_id: created.requestId };
      });
    } catch (error) {
      if (upload) await this.storage.remove(upload.stored.storageName);
      throw error;
    }
  }
}
