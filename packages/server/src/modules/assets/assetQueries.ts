import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern, sortedPage } from '../../db/paging.ts';
import { assetRequestItems, assetRequests, assetTypes, assets, excelImports } from '../../db/schema/assets.ts';
import { employees } from '../../db/schema/people.ts';

export type TAssetOrder = { column: 'created_at' | 'type_name' | 'owner_name' | 'price'; direction: 'asc' | 'desc' };

const ORDER: Record<TAssetOrder['column'], SQL> = {
  created_at: sql`${assets.createdAt}`,
  type_name: sql`(select ${assetTypes.name} from ${assetTypes} where ${assetTypes.id} = ${assets.assetTypeId})`,
  owner_name: sql`(select ${employees.name} from ${employees} where ${employees.id} = ${assets.ownerEmployeeId})`,
  price: sql`${assets.price}`,
};

const assetColumns = {
  asset: assets,
  typeName: assetTypes.name,
  imageUrl: assetTypes.imageUrl,
  ownerName: employees.name,
};

/** Assets whose owner the viewer reaches (`owners`, a condition on assets); keyword on type and owner names. */
export function assetFilter(where: {
  companyId: number;
  owners: SQL;
  keyword: string;
  ownerId?: number | undefined;
  includeDeleted: boolean;
}) {
  const conditions = [eq(assets.companyId, where.companyId), where.owners];
  if (!where.includeDeleted) conditions.push(eq(assets.isDeleted, false));
  if (where.ownerId !== undefined) conditions.push(eq(assets.ownerEmployeeId, where.ownerId));
  if (where.keyword) {
    const pattern = likePattern(where.keyword);
    conditions.push(
      or(
        sql`${assets.assetTypeId} in (select ${assetTypes.id} from ${assetTypes} where ${and(eq(assetTypes.companyId, where.companyId), ilike(assetTypes.name, pattern))})`,
        sql`${assets.ownerEmployeeId} in (select ${employees.id} from ${employees} where ${and(eq(employees.companyId, where.companyId), ilike(employees.name, pattern))})`,
      )!,
    );
  }
  return and(...conditions)!;
}

export async function listAssets(db: DbOrTx, filter: SQL, order: TAssetOrder, request: { page: number; perPage: number }) {
  const direction = order.direction === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  const page = sortedPage(assets, filter, [sql`${ORDER[order.column]} ${direction}`, desc(assets.id)], request);
  const rows = await db
    .select({ ...assetColumns, rest: page.rest })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .leftJoin(employees, eq(employees.id, assets.ownerEmployeeId))
    .where(filter)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { rows, ...(await page.total(db, rows)) };
}

export async function exportAssets(db: DbOrTx, filter: SQL, limit: number) {
  return db
    .select(assetColumns)
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .leftJoin(employees, eq(employees.id, assets.ownerEmployeeId))
    .where(filter)
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(limit);
}

export async function findAsset(db: DbOrTx, filter: SQL, assetId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ ...assetColumns, type: assetTypes })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .leftJoin(employees, eq(employees.id, assets.ownerEmployeeId))
    .where(and(filter, eq(assets.id, assetId)));
  const [row] = options.forUpdate ? await query.for('update', { of: assets }) : await query;
  return row ?? null;
}

export async function updateAsset(db: DbOrTx, assetId: number, values: Partial<typeof assets.$inferInsert>) {
  await db.update(assets).set(values).where(eq(assets.id, assetId));
}

export async function listTypes(db: DbOrTx, filter: SQL, order: SQL[], request: { page: number; perPage: number }) {
  const page = sortedPage(assetTypes, filter, order, request);
  const rows = await db
    .select({ type: assetTypes, rest: page.rest })
    .from(assetTypes)
    .where(filter)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { rows, ...(await page.total(db, rows)) };
}

export const typeFilter = (companyId: number, keyword: string) =>
  and(eq(assetTypes.companyId, companyId), keyword ? ilike(assetTypes.name, likePattern(keyword)) : undefined)!;

export const TYPE_ORDER = { name: assetTypes.name, price: assetTypes.price, created_at: assetTypes.createdAt };

export async function companyHas(db: DbOrTx, companyId: number, ids: { typeId?: number; employeeId?: number | null; importId?: number }) {
  const [row] = await db
    .select({
      type:
        ids.typeId === undefined
          ? sql<boolean>`true`
          : sql<boolean>`exists(select 1 from ${assetTypes} where ${and(eq(assetTypes.companyId, companyId), eq(assetTypes.id, ids.typeId))})`,
      employee:
        ids.employeeId === undefined || ids.employeeId === null
          ? sql<boolean>`true`
          : sql<boolean>`exists(select 1 from ${employees} where ${and(eq(employees.companyId, companyId), eq(employees.id, ids.employeeId))})`,
      import:
        ids.importId === undefined
          ? sql<boolean>`true`
          : sql<boolean>`exists(select 1 from ${excelImports} where ${and(eq(excelImports.companyId, companyId), eq(excelImports.id, ids.importId))} and ${excelImports.undoneAt} is null)`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** The items of a person's pending requests, oldest request first. */
export async function pendingItems(db: DbOrTx, companyId: number, employeeId: number) {
  return db
    .select({ item: assetRequestItems, type: assetTypes })
    .from(assetRequestItems)
    .innerJoin(assetRequests, eq(assetRequests.id, assetRequestItems.requestId))
    .leftJoin(assetTypes, eq(assetTypes.id, assetRequestItems.assetTypeId))
    .where(and(eq(assetRequests.companyId, companyId), eq(assetRequests.employeeId, employeeId), eq(assetRequests.status, 'pending')))
    .orderBy(asc(assetRequests.createdAt), asc(assetRequestItems.position));
}

export async function insertAsset(db: DbOrTx, row: typeof assets.$inferInsert) {
  const [inserted] = await db.insert(assets).values(row).returning({ id: assets.id });
  return inserted!.id;
}
