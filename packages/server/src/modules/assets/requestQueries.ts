import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TAssetRequestListColumn, TAssetRequestListStatus, TAssetRequestStatus } from '@signoff/contract/assets';
import type { DbOrTx } from '../../db/client.ts';
import { keysetPage, likePattern, sortedPage, type TListKey, type TPageRequest, badgeCount } from '../../db/paging.ts';
import { assetRequestItems, assetRequests, assetTypes, assets } from '../../db/schema/assets.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';

const listKey = (direction: 'asc' | 'desc'): TListKey => ({
  table: assetRequests,
  at: assetRequests.createdAt,
  id: assetRequests.id,
  direction,
});

/** A request's total: each item's own price (custom) or its type's. */
const totalPrice = sql<number>`(select coalesce(sum(coalesce(i.price, t.price)), 0) from ${assetRequestItems} i
  left join ${assetTypes} t on t.id = i.asset_type_id where i.request_id = ${assetRequests.id})`.mapWith(Number);

/** The sorts a user picks that the list index does not hold (the whitelist maps each to its SQL, never the input). */
const JOINED_SORT: Record<Exclude<TAssetRequestListColumn, 'time_created'>, SQL> = {
  requester_name: sql`(select ${employees.name} from ${employees} where ${employees.id} = ${assetRequests.employeeId})`,
  total_price: totalPrice,
  status: sql`${assetRequests.status}`,
};

export type TListWhere = { companyId: number; requesters: SQL; status: TAssetRequestListStatus; keyword: string };

/** The filter on asset_requests alone (scope and keyword through IN subqueries), so the default order reads the index. */
function listFilter(where: TListWhere) {
  const anchor = and(eq(assetRequests.companyId, where.companyId), where.requesters)!;
  const conditions = [anchor];
  if (where.status === 'pending') conditions.push(eq(assetRequests.status, 'pending'));
  if (where.status === 'closed') conditions.push(ne(assetRequests.status, 'pending'));
  if (where.keyword) {
    const pattern = likePattern(where.keyword);
    conditions.push(
      or(
        sql`${assetRequests.employeeId} in (select ${employees.id} from ${employees} where ${and(
          eq(employees.companyId, where.companyId),
          ilike(employees.name, pattern),
        )})`,
        sql`${assetRequests.id} in (select i.request_id from ${assetRequestItems} i left join ${assetTypes} t on t.id = i.asset_type_id
          where i.company_id = ${where.companyId} and coalesce(i.name, t.name) ilike ${pattern})`,
      )!,
    );
  }
  return { anchor, filter: and(...conditions)! };
}

const rowColumns = {
  id: assetRequests.id,
  status: assetRequests.status,
  createdAt: assetRequests.createdAt,
  closedAt: assetRequests.closedAt,
  motivation: assetRequests.motivation,
  messageToEmployee: assetRequests.messageToEmployee,
  requesterId: employees.id,
  requesterName: employees.name,
  requesterAvatar: employees.avatarUrl,
  approverName: users.name,
  totalPrice,
  assetNames: sql<
    string[]
  >`(select coalesce(array_agg(coalesce(i.name, t.name) order by i.position, i.id), '{}') from ${assetRequestItems} i
    left join ${assetTypes} t on t.id = i.asset_type_id where i.request_id = ${assetRequests.id})`,
};

/**
 * One page of requests: the query, and how its rows give the total. The filter is on asset_requests alone, so the
 * default order (time_created) is read from the list index; a sort the user picks is an OFFSET over the matches.
 */
export function requestsPage(
  db: DbOrTx,
  where: TListWhere,
  order: { column: TAssetRequestListColumn; direction: 'asc' | 'desc' },
  request: TPageRequest,
) {
  const { anchor, filter } = listFilter(where);
  const page =
    order.column === 'time_created'
      ? keysetPage(listKey(order.direction), filter, anchor, request)
      : sortedPage(
          assetRequests,
          filter,
          [
            order.direction === 'asc'
              ? sql`${JOINED_SORT[order.column]} asc nulls last`
              : sql`${JOINED_SORT[order.column]} desc nulls last`,
            desc(assetRequests.id),
          ],
          request,
        );
  const query = db
    .select({ ...rowColumns, rest: page.rest })
    .from(assetRequests)
    .innerJoin(employees, eq(employees.id, assetRequests.employeeId))
    .leftJoin(users, eq(users.id, assetRequests.approverUserId))
    .where(and(filter, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { query, total: page.total };
}

/** One page of requests, with its total. */
export async function listRequests(...args: Parameters<typeof requestsPage>) {
  const { query, total } = requestsPage(...args);
  const rows = await query;
  return { rows, ...(await total(args[0], rows)) };
}

/** Every matching request, newest first, for the Excel export (bounded by the caller). */
export async function exportRequests(db: DbOrTx, where: TListWhere, limit: number) {
  const { filter } = listFilter(where);
  return db
    .select(rowColumns)
    .from(assetRequests)
    .innerJoin(employees, eq(employees.id, assetRequests.employeeId))
    .leftJoin(users, eq(users.id, assetRequests.approverUserId))
    .where(filter)
    .orderBy(desc(assetRequests.createdAt), desc(assetRequests.id))
    .limit(limit);
}

export function pendingCount(companyId: number, requesters: SQL): SQL<number> {
  return badgeCount(assetRequests, and(eq(assetRequests.companyId, companyId), eq(assetRequests.status, 'pending'), requesters));
}

/** A request through the actor's scope (never load-then-check), optionally locked for a decision. */
export async function findRequest(db: DbOrTx, companyId: number, scope: SQL, requestId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ request: assetRequests, requester: employees, approverName: users.name })
    .from(assetRequests)
    .innerJoin(employees, eq(employees.id, assetRequests.employeeId))
    .leftJoin(users, eq(users.id, assetRequests.approverUserId))
    .where(and(eq(assetRequests.companyId, companyId), eq(assetRequests.id, requestId), scope));
  const [row] = options.forUpdate ? await query.for('update', { of: assetRequests }) : await query;
  return row ?? null;
}

export async function listItems(db: DbOrTx, requestId: number) {
  return db
    .select({ item: assetRequestItems, type: assetTypes })
    .from(assetRequestItems)
    .leftJoin(assetTypes, eq(assetTypes.id, assetRequestItems.assetTypeId))
    .where(eq(assetRequestItems.requestId, requestId))
    .orderBy(asc(assetRequestItems.position), asc(assetRequestItems.id));
}

export async function closeRequest(
  db: DbOrTx,
  requestId: number,
  values: { status: TAssetRequestStatus; messageToEmployee: string | null; approverUserId: number },
) {
  await db
    .update(assetRequests)
    .set({ ...values, closedAt: sql`now()` })
    .where(eq(assetRequests.id, requestId));
}

export async function insertAssetType(db: DbOrTx, row: typeof assetTypes.$inferInsert) {
  const [inserted] = await db.insert(assetTypes).values(row).returning({ id: assetTypes.id });
  return inserted!.id;
}

export async function insertAsset(db: DbOrTx, row: typeof assets.$inferInsert) {
  const [inserted] = await db.insert(assets).values(row).returning({ id: assets.id });
  return inserted!.id;
}

export async function linkCreatedAsset(db: DbOrTx, itemId: number, assetId: number) {
  await db.update(assetRequestItems).set({ createdAssetId: assetId }).where(eq(assetRequestItems.id, itemId));
}

export async function findAssetTypes(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: assetTypes.id })
    .from(assetTypes)
    .where(and(eq(assetTypes.companyId, companyId), inArray(assetTypes.id, ids)));
}

export async function insertRequest(
  db: DbOrTx,
  row: typeof assetRequests.$inferInsert,
  items: Omit<typeof assetRequestItems.$inferInsert, 'requestId' | 'companyId'>[],
) {
  const [inserted] = await db.insert(assetRequests).values(row).returning({ id: assetRequests.id });
  const id = inserted!.id;
  await db
    .insert(assetRequestItems)
    .values(items.map((item, position) => ({ ...item, position, requestId: id, companyId: row.companyId })));
  return id;
}
