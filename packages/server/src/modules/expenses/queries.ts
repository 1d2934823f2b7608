import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { expenseCategories, expenseRequests, expenses } from '../../db/schema/expenses.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';
import { files } from '../../db/schema/files.ts';
import { requestDecisions } from '../../db/schema/decisions.ts';

const manager = alias(employees, 'manager');

/** LIKE treats % and _ as wildcards; a search for "50%" means the text. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of requests and the number that match, as two queries: the page walks the list index and stops after
 * `limit` rows, where a window count would have to visit every match first.
 */
export async function listRequests(
  db: DbOrTx,
  where: { companyId: number; scope: SQL; status: string | null; search: string },
  page: { limit: number; offset: number },
) {
  const conditions = [eq(expenseRequests.companyId, where.companyId), where.scope];
  if (where.status) conditions.push(eq(expenseRequests.status, where.status));
  if (where.search) {
    const pattern = likePattern(where.search);
    // Each side is its own lookup, so the trigram indexes on title and name both serve.
    conditions.push(
      or(
        inArray(
          expenseRequests.expenseId,
          db
            .select({ id: expenses.id })
            .from(expenses)
            .where(and(eq(expenses.companyId, where.companyId), ilike(expenses.title, pattern))),
        ),
        inArray(
          expenseRequests.employeeId,
          db
            .select({ id: employees.id })
            .from(employees)
            .where(and(eq(employees.companyId, where.companyId), ilike(employees.name, pattern))),
        ),
      )!,
    );
  }
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: expenseRequests.id,
        status: expenseRequests.status,
        createdAt: expenseRequests.createdAt,
        title: expenses.title,
        price: expenses.price,
        requesterId: employees.id,
        requesterName: employees.name,
        requesterAvatar: employees.avatarUrl,
      })
      .from(expenseRequests)
      .innerJoin(expenses, eq(expenses.id, expenseRequests.expenseId))
      .innerJoin(employees, eq(employees.id, expenseRequests.employeeId))
      .where(and(...conditions))
      .orderBy(desc(expenseRequests.createdAt), desc(expenseRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(expenseRequests)
      .innerJoin(employees, eq(employees.id, expenseRequests.employeeId))
      .where(and(...conditions)),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function countPending(db: DbOrTx, companyId: number, scope: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(expenseRequests)
    .innerJoin(employees, eq(employees.id, expenseRequests.employeeId))
    .where(and(eq(expenseRequests.companyId, companyId), eq(expenseRequests.status, 'pending'), scope));
  return row?.n ?? 0;
}

/** One request with everything its detail page shows; `forUpdate` locks the request row for a decision. */
export async function findRequest(db: DbOrTx, companyId: number, scope: SQL, where: SQL, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      request: expenseRequests,
      expense: expenses,
      category: expenseCategories,
      requester: employees,
      approverName: users.name,
      managerName: manager.name,
      managerPhoto: manager.avatarUrl,
      file: files,
    })
    .from(expenseRequests)
    .innerJoin(expenses, eq(expenses.id, expenseRequests.expenseId))
    .innerJoin(employees, eq(employees.id, expenseRequests.employeeId))
    .leftJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .leftJoin(users, eq(users.id, expenseRequests.approverUserId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .leftJoin(files, eq(files.id, expenses.fileId))
    .where(and(eq(expenseRequests.companyId, companyId), scope, where));
  const [row] = options.forUpdate ? await query.for('update', { of: [expenseRequests, expenses] }) : await query;
  return row ?? null;
}
export type TRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export async function listHistory(db: DbOrTx, companyId: number, area: string, requestId: number) {
  return db
    .select({ action: requestDecisions.action, note: requestDecisions.note, at: requestDecisions.createdAt, byName: users.name })
    .from(requestDecisions)
    .innerJoin(users, eq(users.id, requestDecisions.userId))
    .where(and(eq(requestDecisions.companyId, companyId), eq(requestDecisions.area, area), eq(requestDecisions.requestId, requestId)))
    .orderBy(asc(requestDecisions.createdAt), asc(requestDecisions.id));
}

export async function insertDecision(db: DbOrTx, row: typeof requestDecisions.$inferInsert) {
  await db.insert(requestDecisions).values(row);
}

export async function closeRequest(
  db: DbOrTx,
  requestId: number,
  values: { status: string; messageToEmployee: string | null; approverUserId: number },
) {
  await db
    .update(expenseRequests)
    .set({ ...values, timeClosed: sql`now()` })
    .where(eq(expenseRequests.id, requestId));
}

export async function updateExpense(db: DbOrTx, expenseId: number, values: Partial<typeof expenses.$inferInsert>) {
  await db.update(expenses).set(values).where(eq(expenses.id, expenseId));
}

export async function listCategories(db: DbOrTx, companyId: number, activeOnly: boolean) {
  const conditions = [eq(expenseCategories.companyId, companyId)];
  if (activeOnly) conditions.push(eq(expenseCategories.isActive, true));
  return db
    .select()
    .from(expenseCategories)
    .where(and(...conditions))
    .orderBy(asc(expenseCategories.name), asc(expenseCategories.id));
}

export async function findCategory(db: DbOrTx, companyId: number, categoryId: number) {
  const [row] = await db
    .select()
    .from(expenseCategories)
    .where(and(eq(expenseCategories.companyId, companyId), eq(expenseCategories.id, categoryId)));
  return row ?? null;
}

export async function findDefaultCategory(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select()
    .from(expenseCategories)
    .where(and(eq(expenseCategories.companyId, companyId), eq(expenseCategories.isDefault, true), eq(expenseCategories.isActive, true)))
    .orderBy(asc(expenseCategories.id))
    .limit(1);
  return row ?? null;
}

export async function insertCategory(db: DbOrTx, row: typeof expenseCategories.$inferInsert) {
  const [created] = await db.insert(expenseCategories).values(row).returning();
  return created!;
}

export async function insertExpenseWithRequest(db: DbOrTx, row: typeof expenses.$inferInsert) {
  const [expense] = await db.insert(expenses).values(row).returning({ id: expenses.id });
  const [request] = await db
    .insert(expenseRequests)
    .values({ companyId: row.companyId, expenseId: expense!.id, employeeId: row.employeeId })
    .returning({ id: expenseRequests.id });
  return { expenseId: expense!.id, requestId: request!.id };
}

export async function findEmployee(db: DbOrTx, companyId: number, employeeId: number) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row ?? null;
}
