import { and, asc, count, desc, eq, gte, inArray, lt, max, sql, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { expenseCategories, expenseRequests, expenses } from '../../db/schema/expenses.ts';
import { employees } from '../../db/schema/people.ts';

/** The dates [from, to) of a month, or of a year with month null; expenses count by their expense date. */
export function periodOf(year: number, month: number | null): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (month === null) return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
  return { from: `${year}-${pad(month)}-01`, to: month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01` };
}

export const inPeriod = (period: { from: string; to: string }) =>
  and(gte(expenses.expenseDate, period.from), lt(expenses.expenseDate, period.to))!;

/** Amounts by status and count, grouped by `key`; the scope is a condition on employees (the requester). */
export async function amountsBy(db: DbOrTx, companyId: number, scope: SQL, where: SQL, key: 'month' | 'category') {
  const group = key === 'month' ? sql<number>`extract(month from ${expenses.expenseDate})::int` : expenses.categoryId;
  return db
    .select({
      key: group,
      name: key === 'category' ? expenseCategories.name : sql<string | null>`null`,
      status: expenseRequests.status,
      count: count(),
      amount: sql<number>`coalesce(${sum(expenses.price)}, 0)::float8`,
    })
    .from(expenses)
    .innerJoin(expenseRequests, eq(expenseRequests.expenseId, expenses.id))
    .innerJoin(employees, eq(employees.id, expenses.employeeId))
    .leftJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .where(and(eq(expenses.companyId, companyId), scope, where))
    .groupBy(group, key === 'category' ? expenseCategories.name : sql`1`, expenseRequests.status);
}

/** Expense rows as the reports list them, newest expense date first. */
export function selectRows(db: DbOrTx, companyId: number, scope: SQL, where: SQL) {
  return db
    .select({
      expenseId: expenses.id,
      requestId: expenseRequests.id,
      employeeId: employees.id,
      employeeName: employees.name,
      employeeAvatar: employees.avatarUrl,
      teamId: employees.teamId,
      title: expenses.title,
      description: expenses.description,
      date: expenses.expenseDate,
      price: expenses.price,
      distance: expenses.distance,
      status: expenseRequests.status,
      categoryName: expenseCategories.name,
      payoutType: expenses.payoutType,
      payoutMethod: expenses.payoutMethod,
      payoutStatus: expenses.payoutStatus,
    })
    .from(expenses)
    .innerJoin(expenseRequests, eq(expenseRequests.expenseId, expenses.id))
    .innerJoin(employees, eq(employees.id, expenses.employeeId))
    .leftJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .where(and(eq(expenses.companyId, companyId), scope, where))
    .orderBy(asc(employees.name), desc(expenses.expenseDate), desc(expenses.id))
    .$dynamic();
}
export type TRowRecord = Awaited<ReturnType<typeof selectRows>>[number];

export const undecided = and(eq(expenseRequests.status, 'approved'), eq(expenses.payoutType, 'UNDECIDED'))!;

export async function countWhere(db: DbOrTx, companyId: number, scope: SQL, where: SQL) {
  const [row] = await db
    .select({ n: count() })
    .from(expenses)
    .innerJoin(expenseRequests, eq(expenseRequests.expenseId, expenses.id))
    .innerJoin(employees, eq(employees.id, expenses.employeeId))
    .where(and(eq(expenses.companyId, companyId), scope, where));
  return row?.n ?? 0;
}

export const inTeams = (teamIds: number[] | undefined) => (teamIds ? inArray(employees.teamId, teamIds) : undefined);

/** What a category was used for; a category is "used" once any expense points at it. */
export async function categoryUsage(db: DbOrTx, companyId: number, categoryId: number) {
  const [row] = await db
    .select({
      expenseCount: count(),
      pendingCount: sql<number>`count(*) filter (where ${expenseRequests.status} = 'pending')::int`,
      employeeCount: sql<number>`count(distinct ${expenses.employeeId})::int`,
      totalAmount: sql<number>`coalesce(${sum(expenses.price)}, 0)::float8`,
      lastUsed: max(expenses.expenseDate),
    })
    .from(expenses)
    .leftJoin(expenseRequests, eq(expenseRequests.expenseId, expenses.id))
    .where(and(eq(expenses.companyId, companyId), eq(expenses.categoryId, categoryId)));
  return row!;
}

export async function isCategoryUsed(db: DbOrTx, companyId: number, categoryId: number) {
  const [row] = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(eq(expenses.companyId, companyId), eq(expenses.categoryId, categoryId)))
    .limit(1);
  return row !== undefined;
}

export async function lockCategory(db: DbOrTx, companyId: number, categoryId: number) {
  const [row] = await db
    .select()
    .from(expenseCategories)
    .where(and(eq(expenseCategories.companyId, companyId), eq(expenseCategories.id, categoryId)))
    .for('update');
  return row ?? null;
}
