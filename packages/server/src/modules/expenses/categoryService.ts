import type { z } from 'zod';
import { eq, and } from 'drizzle-orm';
import type { TExpenseCategory, TWayOfInput } from '@signoff/contract/expenses';
import type { TCategoryUsage, ZEditExpenseCategoryRequestSchema } from '@signoff/contract/expenseReports';
import type { Db } from '../../db/client.ts';
import { expenseCategories } from '../../db/schema/expenses.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../audit/recorder.ts';
import * as q from './queries.ts';
import * as r from './reportQueries.ts';

const CATEGORY_PERMISSION = 'expense_categories';
const AREA = 'expense_categories';

export function toCategory(row: typeof expenseCategories.$inferSelect): TExpenseCategory {
  return {
    id: row.id,
    name: row.name,
    way_of_input: row.wayOfInput as TWayOfInput,
    price_per_kilometer: row.pricePerKilometer,
    price_per_day: row.pricePerDay,
    is_default: row.isDefault,
    active: row.isActive,
  };
}

/** Who keeps the categories: the expense_categories permission; who reads their use: also the expenses approvers. */
function assertKeeper(actor: Actor, toRead = false) {
  if (hasPermission(actor, CATEGORY_PERMISSION) || (toRead && hasPermission(actor, 'expenses'))) return;
  throw new HttpError(403, 'FORBIDDEN', 'You need the expense categories permission for this');
}

/** Category administration (spec 02 §7.5): detail, use, edit, delete-or-archive, unarchive. */
export class ExpenseCategoryService {
  constructor(private readonly db: Db) {}

  async detail(actor: Actor, categoryId: number): Promise<TExpenseCategory> {
    const row = await q.findCategory(this.db, actor.companyId, categoryId);
    if (!row) throw notFound('This category');
    return toCategory(row);
  }

  async isUsed(actor: Actor, categoryId: number): Promise<boolean> {
    assertKeeper(actor, true);
    await this.detail(actor, categoryId);
    return r.isCategoryUsed(this.db, actor.companyId, categoryId);
  }

  async usage(actor: Actor, categoryId: number): Promise<TCategoryUsage> {
    assertKeeper(actor, true);
    await this.detail(actor, categoryId);
    const u = await r.categoryUsage(this.db, actor.companyId, categoryId);
    return {
      expense_count: u.expenseCount,
      pending_count: u.pendingCount,
      employee_count: u.employeeCount,
      total_amount: u.totalAmount,
      last_used: u.lastUsed ?? null,
    };
  }

  async edit(actor: Actor, input: z.output<typeof ZEditExpenseCategoryRequestSchema>): Promise<TExpenseCategory> {
    assertCanWrite(actor);
    assertKeeper(actor);
    return this.db.transaction(async (tx) => {
      const before = await r.lockCategory(tx, actor.companyId, input.expense_category_id);
      if (!before) throw notFound('This category');
      // Expenses priced by the old way of input would no longer add up under a new one.
      if (input.way_of_input !== before.wayOfInput && (await r.isCategoryUsed(tx, actor.companyId, before.id)))
        throw badRequest('VALIDATION', 'The way of input of a category that has been used cannot change', {
          way_of_input: 'This category has expenses: keep its way of input',
        });
      const [after] = await tx
        .update(expenseCategories)
        .set({
          name: input.name,
          wayOfInput: input.way_of_input,
          pricePerKilometer: input.way_of_input === 'kilometer-allowance' ? input.price_per_kilometer! : null,
          pricePerDay: input.way_of_input === 'day-allowance' ? input.price_per_day! : null,
        })
        .where(eq(expenseCategories.id, before.id))
        .returning();
      const category = toCategory(after!);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'category_edited',
        objectType: 'expense_category',
        objectId: before.id,
        before: toCategory(before),
        after: category,
      });
      return category;
    });
  }

  /** An unused category goes; a used one is archived, so its expenses keep their category. */
  async delete(actor: Actor, categoryId: number): Promise<{ outcome: 'deleted' | 'archived' }> {
    assertCanWrite(actor);
    assertKeeper(actor);
    return this.db.transaction(async (tx) => {
      const row = await r.lockCategory(tx, actor.companyId, categoryId);
      if (!row) throw notFound('This category');
      if (!row.isActive) throw new HttpError(409, 'ALREADY_ARCHIVED', 'This category is already archived');
      const used = await r.isCategoryUsed(tx, actor.companyId, categoryId);
      if (used) await tx.update(expenseCategories).set({ isActive: false }).where(eq(expenseCategories.id, categoryId));
      else
        await tx
          .delete(expenseCategories)
          .where(and(eq(expenseCategories.companyId, actor.companyId), eq(expenseCategories.id, categoryId)));
      const outcome = used ? 'archived' : 'deleted';
      await recordAudit(tx, actor, {
        area: AREA,
        action: used ? 'category_archived' : 'category_deleted',
        objectType: 'expense_category',
        objectId: categoryId,
        before: toCategory(row),
      });
      return { outcome };
    });
  }

  async unarchive(actor: Actor, categoryId: number): Promise<TExpenseCategory> {
    assertCanWrite(actor);
    assertKeeper(actor);
    return this.db.transaction(async (tx) => {
      const row = await r.lockCategory(tx, actor.companyId, categoryId);
      if (!row) throw notFound('This category');
      if (row.isActive) throw new HttpError(409, 'NOT_ARCHIVED', 'This category is not archived');
      await tx.update(expenseCategories).set({ isActive: true }).where(eq(expenseCategories.id, categoryId));
      const category = { ...toCategory(row), active: true };
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'category_unarchived',
        objectType: 'expense_category',
        objectId: categoryId,
        after: category,
      });
      return category;
    });
  }
}
