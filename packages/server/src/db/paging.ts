import { asc, desc, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { INBOX_BADGE_CAP } from '@signoff/contract/inbox';
import type { DbOrTx } from './client.ts';

/** LIKE treats % and _ as wildcards; a search for "50%" means the text. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A list's total is counted only this far past the page's first row, so its cost does not grow with the company: the
 * pager still sees the next LIST_COUNT_CAP / per_page pages, and `total_is_exact` says when the list goes on further.
 */
export const LIST_COUNT_CAP = 1000;

/**
 * The order a list is read in from its index: (created_at, id) on the list's own table, newest or oldest first. The
 * table's index must hold the filter's equality columns, then created_at and id in this direction. An order of more
 * columns names them in `then`, between `at` and the id (the index holds them there too). Columns, not expressions:
 * under row-level security PostgreSQL does not bound an index scan by a comparison on an expression, and a row
 * comparison has no NULLS LAST, so a nullable key is stored coalesced (workflow_tasks.due_order).
 */
export type TListKey = {
  table: PgTable;
  at: AnyPgColumn;
  then?: readonly AnyPgColumn[];
  id: AnyPgColumn;
  direction: 'asc' | 'desc';
};

/**
 * Which page: the zero-based page number, and optionally the id of the previous page's last row. With that cursor the
 * page starts right after it (keyset paging: cost independent of the depth); without it the first row is found by
 * skipping page × perPage entries of the index, which costs a walk over those entries but no join and no sort.
 */
export type TPageRequest = {
  page: number;
  perPage: number;
  after?: number | typeof CURSOR | undefined;
  /** Built once for a prepared statement (preparedPages): its LIMITs are written into its text (see `sizeOf`). */
  prepared?: boolean;
};

/**
 * A LIMIT of a prepared page statement, written into its text instead of sent as a value. With the page's size and the
 * count's cap known, PostgreSQL keeps one plan of the statement for the connection once it finds it no dearer than
 * the plans it makes per call; a LIMIT whose value it cannot see makes that plan look dear, and it planned the list on
 * every call (the reminders list: 0.65 ms of planning a visit, 0.01 with the sizes written in). Only a prepared
 * statement's: its sizes are few (the list's own, or an asset page size up to MAX_PER_PAGE), where a size in the text
 * of any call would make a statement of every size asked for. drizzle writes `limit ${x}` with an SQL piece as it is.
 */
function sizeOf(n: number, request: TPageRequest): number {
  if (!request.prepared) return n;
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`A LIMIT must be a whole number, not ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/**
 * The cursor of a page statement built once and prepared (see preparedPerAccess): the previous page's last id is
 * given when it runs, as `execute({ after })`.
 */
export const CURSOR: Placeholder<'after'> = sql.placeholder('after');

export type TPageTotal = { total: number; total_is_exact: boolean };

export type TListPage = {
  /** Starts the page at its first row (undefined on page 0); add it to the page query's WHERE. */
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  /** Rows to skip: 0 when the index finds the page's start, page × perPage for a sort the index cannot give. */
  offset: number;
  /** A column for the page query: the matching rows from the page's first row on, counted up to the cap plus one. */
  rest: SQL<number>;
  /**
   * The answer's total from the page's rows (and, for a page past the end, one more bounded count, given the values
   * of the filter's placeholders if it has any).
   */
  total: (db: DbOrTx, rows: readonly { rest: number }[], values?: Record<string, unknown>) => Promise<TPageTotal>;
};

/**
 * One page of a list, read from the list's index in order. `filter` must be on the key's table alone (other tables
 * through IN subqueries), so that finding the page's start never joins; `anchor` is what a cursor row must satisfy
 * (the company and the viewer's scope, not the status tab: a row decided meanwhile still marks a position).
 */
export function keysetPage(
  key: TListKey,
  filter: SQL,
  anchor: SQL,
  request: TPageRequest,
  options: { idsFirst?: boolean } = {},
): TListPage {
  const { table, id } = key;
  const isDesc = key.direction === 'desc';
  const columns = sql.join([key.at, ...(key.then ?? []), id], sql`, `);
  const orderBy = [key.at, ...(key.then ?? []), id].map((c) => (isDesc ? desc(c) : asc(c)));
  const order = sql.join(orderBy, sql`, `);
  const skip = request.page * request.perPage;
  let where: SQL | undefined;
  if (request.after !== undefined) {
    const start = sql`(select ${columns} from ${table} where ${id} = ${request.after} and ${anchor})`;
    where = isDesc ? sql`(${columns}) < ${start}` : sql`(${columns}) > ${start}`;
  } else if (skip > 0) {
    const start = sql`(select ${columns} from ${table} where ${filter} order by ${order} offset ${skip} limit 1)`;
    where = isDesc ? sql`(${columns}) <= ${start}` : sql`(${columns}) >= ${start}`;
  }
  const matching = where ? sql`${filter} and ${where}` : filter;
  // Past the first page, counted along the index from the page's start: without the order the planner may read the
  // table from its first block instead, which for a page far down the order is most of the table (contracts page
  // 4000: 66 ms). The first page's count takes any matches, so the planner keeps its cheapest way there.
  const rest = bounded(table, matching, sizeOf(LIST_COUNT_CAP + 1, request), where ? order : undefined).mapWith(Number);
  const total = totalOf(table, filter, skip);
  const limit = sizeOf(request.perPage, request);
  if (!options.idsFirst) return { where, orderBy, limit, offset: 0, rest, total };
  // The page's ids picked on the table alone, as an array worked out before the rest: a query of many joins and EXISTS
  // conditions is then planned as small ones instead of one search over every join order (the tasks list: 18 ms of
  // planning a visit). `in (subquery)` still joined the subquery, and its join order was searched (~1 ms more).
  const ids = sql`${id} = any(array(select ${id} from ${table} where ${matching} order by ${order} limit ${limit}))`;
  return { where: ids, orderBy, limit, offset: 0, rest, total };
}

/**
 * One page of a list sorted by something its index does not hold (a joined column such as the requester's name):
 * OFFSET over the sorted matches. Its cost grows with the viewer's matches, so only a sort the user picks uses it;
 * every list's default order is a keysetPage.
 */
export function sortedPage(table: PgTable, filter: SQL, orderBy: SQL[], request: TPageRequest, id?: AnyPgColumn): TListPage {
  const skip = request.page * request.perPage;
  const rest = sql<number>`(${bounded(table, filter, sizeOf(skip + LIST_COUNT_CAP + 1, request))} - ${skip})`.mapWith(Number);
  const total = totalOf(table, filter, skip);
  const limit = sizeOf(request.perPage, request);
  if (!id || skip === 0) return { where: undefined, orderBy, limit, offset: skip, rest, total };
  // An order on the table's own columns (with `id`, its key): the skipped rows are walked on the table alone, and only
  // the page's rows are joined and have their columns worked out (the tasks list, before its index held its order:
  // page 2000 1.5 s → 0.2 s).
  const order = sql.join(orderBy, sql`, `);
  const where = sql`${id} in (select ${id} from ${table} where ${filter} order by ${order} limit ${limit} offset ${skip})`;
  return { where, orderBy, limit, offset: 0, rest, total };
}

/** The matching rows, counted up to a limit (along `order` when given). */
function bounded(table: PgTable, condition: SQL, limit: number, order?: SQL): SQL<number> {
  const along = order ? sql` order by ${order}` : sql``;
  return sql<number>`(select count(*) from (select 1 from ${table} where ${condition}${along} limit ${limit}) as counted)::int`;
}

/** The total a page's rows tell through their `rest` column (none on the first page: an empty list). */
export function totalFromRows(rows: readonly { rest: number }[], skip = 0): TPageTotal {
  if (!rows[0]) return { total: skip, total_is_exact: true };
  return { total: skip + Math.min(rows[0].rest, LIST_COUNT_CAP), total_is_exact: rows[0].rest <= LIST_COUNT_CAP };
}

function totalOf(table: PgTable, filter: SQL, skip: number): TListPage['total'] {
  return async (db, rows, values) => {
    if (rows[0] || skip === 0) return totalFromRows(rows, skip);
    // Past the end: the pager needs to know where the list stops, so count from the top (a rare page).
    const [row] = await db
      .select({ n: bounded(table, filter, skip + LIST_COUNT_CAP + 1).mapWith(Number) })
      .from(sql`(select 1) as one`)
      .execute(values);
    const n = row?.n ?? 0;
    return { total: Math.min(n, skip + LIST_COUNT_CAP), total_is_exact: n <= skip + LIST_COUNT_CAP };
  };
}

/** The rows a badge counts, up to INBOX_BADGE_CAP (its cost stays flat as the company grows): a column of the inbox counts' one query. */
export function badgeCount(table: PgTable, condition: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*) from (select 1 from ${table} where ${condition ?? sql`true`} limit ${sql.raw(String(INBOX_BADGE_CAP))}) as counted)::int`;
}
