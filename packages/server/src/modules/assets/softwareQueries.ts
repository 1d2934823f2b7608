import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern, sortedPage } from '../../db/paging.ts';
import { softwareLicenses, softwareProducts } from '../../db/schema/software.ts';
import { employees } from '../../db/schema/people.ts';

export type TLicenseOrder = { column: 'created_at' | 'product_name' | 'employee_name' | 'username'; direction: 'asc' | 'desc' };

const ORDER: Record<TLicenseOrder['column'], SQL> = {
  created_at: sql`${softwareLicenses.createdAt}`,
  product_name: sql`${softwareProducts.name}`,
  employee_name: sql`${employees.name}`,
  username: sql`${softwareLicenses.username}`,
};

const licenseColumns = { license: softwareLicenses, productName: softwareProducts.name, employeeName: employees.name };
export type TLicenseRow = { license: typeof softwareLicenses.$inferSelect; productName: string; employeeName: string };

/** Licenses whose holder the viewer reaches (`holders`, a condition on software_licenses); keyword on product, person, username. */
export function licenseFilter(where: {
  companyId: number;
  holders: SQL;
  keyword: string;
  productId?: number;
  employeeId?: number;
  includeDeactivated: boolean;
}) {
  const conditions = [eq(softwareLicenses.companyId, where.companyId), where.holders];
  if (!where.includeDeactivated) conditions.push(isNull(softwareLicenses.deactivatedAt));
  if (where.productId !== undefined) conditions.push(eq(softwareLicenses.productId, where.productId));
  if (where.employeeId !== undefined) conditions.push(eq(softwareLicenses.employeeId, where.employeeId));
  if (where.keyword) {
    const pattern = likePattern(where.keyword);
    conditions.push(
      or(
        ilike(softwareLicenses.username, pattern),
        sql`${softwareLicenses.productId} in (select ${softwareProducts.id} from ${softwareProducts} where ${and(eq(softwareProducts.companyId, where.companyId), ilike(softwareProducts.name, pattern))})`,
        sql`${softwareLicenses.employeeId} in (select ${employees.id} from ${employees} where ${and(eq(employees.companyId, where.companyId), ilike(employees.name, pattern))})`,
      )!,
    );
  }
  return and(...conditions)!;
}

function licensesWith(db: DbOrTx) {
  return db
    .select(licenseColumns)
    .from(softwareLicenses)
    .innerJoin(softwareProducts, eq(softwareProducts.id, softwareLicenses.productId))
    .innerJoin(employees, eq(employees.id, softwareLicenses.employeeId));
}

export async function listLicenses(db: DbOrTx, filter: SQL, order: TLicenseOrder, request: { page: number; perPage: number }) {
  const direction = order.direction === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  const page = sortedPage(softwareLicenses, filter, [sql`${ORDER[order.column]} ${direction}`, desc(softwareLicenses.id)], request);
  const rows = await db
    .select({ ...licenseColumns, rest: page.rest })
    .from(softwareLicenses)
    .innerJoin(softwareProducts, eq(softwareProducts.id, softwareLicenses.productId))
    .innerJoin(employees, eq(employees.id, softwareLicenses.employeeId))
    .where(filter)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { rows, ...(await page.total(db, rows)) };
}

/** A person's licenses, active ones first, bounded (a person holds a handful). */
export async function employeeLicenses(db: DbOrTx, filter: SQL) {
  return licensesWith(db)
    .where(filter)
    .orderBy(sql`${softwareLicenses.deactivatedAt} is not null`, desc(softwareLicenses.createdAt), desc(softwareLicenses.id))
    .limit(500);
}

export async function exportLicenses(db: DbOrTx, filter: SQL, limit: number) {
  return licensesWith(db).where(filter).orderBy(desc(softwareLicenses.createdAt), desc(softwareLicenses.id)).limit(limit);
}

export async function findLicense(db: DbOrTx, filter: SQL, licenseId: number, options: { forUpdate?: boolean } = {}) {
  const query = licensesWith(db).where(and(filter, eq(softwareLicenses.id, licenseId)));
  const [row] = options.forUpdate ? await query.for('update', { of: softwareLicenses }) : await query;
  return row ?? null;
}

export async function updateLicense(db: DbOrTx, licenseId: number, values: Partial<typeof softwareLicenses.$inferInsert>) {
  await db.update(softwareLicenses).set(values).where(eq(softwareLicenses.id, licenseId));
}

export async function insertLicense(db: DbOrTx, row: typeof softwareLicenses.$inferInsert) {
  const [inserted] = await db.insert(softwareLicenses).values(row).returning({ id: softwareLicenses.id });
  return inserted!.id;
}

// ---- products

/** Written raw and qualified: drizzle leaves table names out of a single-table select, and the subquery must reach out. */
const ACTIVE_COUNT = sql<number>`(select count(*) from software_licenses l where l.product_id = software_products.id and l.deactivated_at is null)::int`;

export const liveProducts = (companyId: number, keyword: string) =>
  and(
    eq(softwareProducts.companyId, companyId),
    isNull(softwareProducts.deletedAt),
    keyword ? ilike(softwareProducts.name, likePattern(keyword)) : undefined,
  )!;

export const PRODUCT_ORDER = { name: softwareProducts.name, created_at: softwareProducts.createdAt };

export async function listProducts(db: DbOrTx, filter: SQL, order: SQL[], request: { page: number; perPage: number }) {
  const page = sortedPage(softwareProducts, filter, order, request);
  const rows = await db
    .select({ product: softwareProducts, activeCount: ACTIVE_COUNT, rest: page.rest })
    .from(softwareProducts)
    .where(filter)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { rows, ...(await page.total(db, rows)) };
}

/**
 * Products with the viewer's licenses counted: `holders` is a condition on the license alias `l` (raw, qualified), so
 * a manager counts only their people's seats and sees only products one of them holds.
 */
export async function groupedLicenses(
  db: DbOrTx,
  filter: SQL,
  holders: SQL | null,
  order: SQL[],
  request: { page: number; perPage: number },
) {
  const mine = holders ? sql`and ${holders}` : sql``;
  const visible = holders
    ? and(filter, sql`exists (select 1 from software_licenses l where l.product_id = software_products.id ${mine})`)!
    : filter;
  const page = sortedPage(softwareProducts, visible, order, request);
  const rows = await db
    .select({
      product: softwareProducts,
      active: sql<number>`(select count(*) from software_licenses l where l.product_id = software_products.id and l.deactivated_at is null ${mine})::int`,
      deactivated: sql<number>`(select count(*) from software_licenses l where l.product_id = software_products.id and l.deactivated_at is not null ${mine})::int`,
      rest: page.rest,
    })
    .from(softwareProducts)
    .where(visible)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { rows, ...(await page.total(db, rows)) };
}

export async function findProduct(db: DbOrTx, companyId: number, productId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ product: softwareProducts, activeCount: ACTIVE_COUNT })
    .from(softwareProducts)
    .where(and(liveProducts(companyId, ''), eq(softwareProducts.id, productId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The live product of that name (names are unique per company, case aside). */
export async function productNamed(db: DbOrTx, companyId: number, name: string) {
  const [row] = await db
    .select({ id: softwareProducts.id })
    .from(softwareProducts)
    .where(and(liveProducts(companyId, ''), sql`lower(${softwareProducts.name}) = lower(${name})`));
  return row?.id ?? null;
}

export async function insertProduct(db: DbOrTx, row: typeof softwareProducts.$inferInsert) {
  const [inserted] = await db.insert(softwareProducts).values(row).returning({ id: softwareProducts.id });
  return inserted!.id;
}

export async function updateProduct(db: DbOrTx, productId: number, values: Partial<typeof softwareProducts.$inferInsert>) {
  await db.update(softwareProducts).set(values).where(eq(softwareProducts.id, productId));
}
