import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lookUp } from '../../db/lookUp.ts';
import { keysetPage, likePattern, type TListKey, type TPageRequest, badgeCount } from '../../db/paging.ts';
import { expenseCategories, expenseRequests, expenses } from '../../db/schema/expenses.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';
import { files } from '../../db/schema/files.ts';
import { requestDecisions } from '../../db/schema/decisions.ts';
import { integrations } from '../../db/schema/companies.ts';

const manager = alias(employees, 'manager');

/** The list's order, read from expense_requests_list_order_idx (per status) or _all_order_idx (the "all" tab). */
const LIST_KEY: TListKey = { table: expenseRequests, at: expenseRequests.createdAt, id: expenseRequests.id, direction: 'desc' };

type TListWhere = { companyId: number; requesters: SQL; status: string | null };

/**
 * One page of requests: the query, and how its rows give the number that match. The filter is on expense_requests
 * alone (the requester scope and the search through IN subqueries), so the page is read from the list index in order.
 * The expense's and the requester's fields are looked up per row, not joined: with joins, row-level security's
 * company condition on each joined table made PostgreSQL's plan for any values look dearer than one for the values
 * given, so it planned the statement on every call (0.7 ms, as long as running it); alone on its table, it plans once
 * per connection (decision 0011).
 */
export function requestsPage(db: DbOrTx, where: TListWhere & { search: SQL | null }, request: TPageRequest) {
  const anchor = and(eq(expenseRequests.companyId, where.companyId), where.requesters)!;
  const filter = and(anchor, where.status ? eq(expenseRequests.status, where.status) : undefined, where.search ?? undefined)!;
  const page = keysetPage(LIST_KEY, filter, anchor, request);
  const query = db
    .select({
      id: expenseRequests.id,
      status: expenseRequests.status,
      createdAt: expenseRequests.createdAt,
      title: lookUp<string>(expenses, expenses.title, expenseRequests.expenseId),
      price: lookUp<number>(expenses, expenses.price, expenseRequests.expenseId).mapWith(expenses.price),
      requesterId: expenseRequests.employeeId,
      requesterName: lookUp<string>(employees, employees.name, expenseRequests.employeeId),
      requesterAvatar: lookUp<string | null>(employees, employees.avatarUrl, expenseRequests.employeeId),
      rest: page.rest,
    })
    .from(expenseRequests)
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
  return { query, total: page.total };
}

/**
 * A search's values, given when its statements run: they are built once with these as placeholders and prepared (the
 * search is the one visit of the list whose statements vary by what is typed; building them on every request was the
 * largest part of its own CPU, decision 0011).
 */
const PATTERN = sql.placeholder('pattern');
const EXPENSE_IDS = sql.placeholder('expenseIds');
const EMPLOYEE_IDS = sql.placeholder('employeeIds');

/** How a search's page finds its rows: by the ids of few hits of either kind or both, or row by row when many. */
export type TSearchWay = 'titles' | 'names' | 'both' | 'many';
export type TSearch = { way: TSearchWay | null; values: { pattern: string; expenseIds: number[]; employeeIds: number[] } };

/**
 * A search's hits, looked up first. When they are few (a name, a rare word), the list filters on their ids: the
 * planner reads them from the expense and employee indexes and sorts them, instead of walking the list's order until
 * 20 rows match, which for a rare word is the whole company. When they are many, matches are dense in that order and
 * the walk stops early. The cap is where the two cost about the same at 100 000 requests (a walk to the bounded
 * total's 1 001 matches at a density of hits / requests).
 */
export const SEARCH_HIT_CAP = 10_000;

/** The company's hits of a pattern (placeholder `pattern`), titles and names, each up to the cap plus one. */
export function searchHitsQuery(db: DbOrTx, companyId: number, cap: number) {
  const limit = sql.raw(String(cap + 1));
  // The title's trigram index serves through its owner-run function (migration 0015): under row-level security
  // ILIKE cannot use an index. Names are searched on the company's people.
  return db
    .select({
      expenseIds: sql<number[]>`array(select expense_ids_with_title_like(${PATTERN}, ${limit}))`,
      employeeIds: sql<number[]>`array(${nameHits(db, companyId)} limit ${limit})`,
    })
    .from(sql`(select 1) as one`);
}

const nameHits = (db: DbOrTx, companyId: number) =>
  db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), ilike(employees.name, PATTERN)));

/** Which way a search's page takes, from its hits. */
export function searchOf(pattern: string, hits: { expenseIds: number[]; employeeIds: number[] } | undefined, cap: number): TSearch {
  const { expenseIds = [], employeeIds = [] } = hits ?? {};
  const values = { pattern, expenseIds, employeeIds };
  if (expenseIds.length + employeeIds.length > cap) return { way: 'many', values };
  // Only the kinds of hit there are: with an empty side in the OR, the bounded total walks the company's rows testing
  // both; a name's hits alone are counted from the requester index (0.94 → 0.35 ms for 111 people's 11 100 requests
  // at 100 000).
  const way = expenseIds.length > 0 ? (employeeIds.length > 0 ? 'both' : 'titles') : employeeIds.length > 0 ? 'names' : null;
  return { way, values };
}

/** The condition of a search's page, its values as placeholders (TSearch's values). */
export function searchFilter(db: DbOrTx, companyId: number, way: TSearchWay): SQL {
  const titles = sql`${expenseRequests.expenseId} = any(${EXPENSE_IDS}::int[])`;
  const names = sql`${expenseRequests.employeeId} = any(${EMPLOYEE_IDS}::int[])`;
  if (way === 'titles') return titles;
  if (way === 'names') return names;
  if (way === 'both') return or(titles, names)!;
  // Many: each row of the walk checks its own title (one lookup by id), so nothing gathers every hit first. A scalar
  // subquery, since PostgreSQL would turn an EXISTS into a hash of every hit.
  return or(
    sql`${lookUp<string>(expenses, expenses.title, expenseRequests.expenseId)} ilike ${PATTERN}`,
    inArray(expenseRequests.employeeId, nameHits(db, companyId)),
  )!;
}

/** One page of a search's matches, with their number, from statements built for this call. */
export async function searchedRequests(db: DbOrTx, where: TListWhere, search: TSearch, request: TPageRequest) {
  if (!search.way) return { rows: [], total: 0, total_is_exact: true };
  const { query, total } = requestsPage(db, { ...where, search: searchFilter(db, where.companyId, search.way) }, request);
  const rows = await query.execute(search.values);
  return { rows, ...(await total(db, rows, search.values)) };
}

/** One page of a search's matches, its hits looked up first; every statement built for this call. */
export async function searchRequests(db: DbOrTx, where: TListWhere, term: string, request: TPageRequest, cap = SEARCH_HIT_CAP) {
  const pattern = likePattern(term);
  const [hits] = await searchHitsQuery(db, where.companyId, cap).execute({ pattern });
  return searchedRequests(db, where, searchOf(pattern, hits, cap), request);
}

/** One page of requests, with their number, from statements built for this call. */
export async function listRequests(db: DbOrTx, where: TListWhere, request: TPageRequest) {
  const { query, total } = requestsPage(db, { ...where, search: null }, request);
  const rows = await query;
  return { rows, ...(await total(db, rows)) };
}

/** Pending requests of the actor's requesters, as a column of the inbox counts' one query. */
export function pendingCount(companyId: number, requesters: SQL): SQL<number> {
  return badgeCount(expenseRequests, and(eq(expenseRequests.companyId, companyId), eq(expenseRequests.status, 'pending'), requesters));
}

type THistoryEntry = { action: string; note: string; at: string; by_name: string };

/**
 * The request with everything its pages show. With `detail`, also its decision history and whether the company pays
 * out through a payroll provider, as subqueries of the same row, so the detail page costs one round trip.
 */
function selectRequest(db: DbOrTx, companyId: number, scope: SQL, where: SQL, detail: boolean) {
  return db
    .select({
      request: expenseRequests,
      expense: expenses,
      category: expenseCategories,
      requester: employees,
      approverName: users.name,
      managerName: manager.name,
      managerPhoto: manager.avatarUrl,
      file: files,
      history: detail
        ? sql<THistoryEntry[]>`coalesce((
            select json_agg(json_build_object('action', d.action, 'note', d.note, 'at', d.created_at, 'by_name', u.name)
              order by d.created_at, d.id)
            from ${requestDecisions} d join ${users} u on u.id = d.user_id
            where d.company_id = ${companyId} and d.area = 'expenses' and d.request_id = ${expenseRequests.id}), '[]'::json)`
        : sql<THistoryEntry[]>`'[]'::json`,
      hasPayrollProvider: detail
        ? sql<boolean>`exists(select 1 from ${integrations} i where i.company_id = ${companyId} and i.type = 'payroll_provider')`
        : sql<boolean>`false`,
    })
    .from(expenseRequests)
    .innerJoin(expenses, eq(expenses.id, expenseRequests.expenseId))
    .innerJoin(employees, eq(employees.id, expenseRequests.employeeId))
    .leftJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .leftJoin(users, eq(users.id, expenseRequests.approverUserId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .leftJoin(files, eq(files.id, expenses.fileId))
    .where(and(eq(expenseRequests.companyId, companyId), scope, where));
}

/** One request with what its pages show; `forUpdate` locks the request row for a decision. */
export async function findRequest(db: DbOrTx, companyId: number, scope: SQL, where: SQL, options: { forUpdate?: boolean } = {}) {
  const query = selectRequest(db, companyId, scope, where, false);
  const [row] = options.forUpdate ? await query.for('update', { of: [expenseRequests, expenses] }) : await query;
  return row ?? null;
}
export type TRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** The detail page's request with its history and payroll-provider flag, in one round trip; its id is the placeholder `id`. */
export function requestDetailQuery(db: DbOrTx, companyId: number, scope: SQL) {
  return selectRequest(db, companyId, scope, eq(expenseRequests.id, sql.placeholder('id')), true);
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

export async function deleteExpenseWithRequest(db: DbOrTx, expenseId: number, requestId: number) {
  await db.delete(expenseRequests).where(eq(expenseRequests.id, requestId));
  await db.delete(expenses).where(eq(expenses.id, expenseId));
}
