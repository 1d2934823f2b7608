import type { z } from 'zod';
import {
  LICENSE_EXPORT_HEADERS,
  type TAddLicense,
  type TAddProduct,
  type TEditProduct,
  type TLicense,
  type TProduct,
  type ZListGroupedLicensesRequestSchema,
  type ZListLicensesRequestSchema,
  type ZListProductsRequestSchema,
} from '@signoff/contract/software';
import type { TExcelFileResponse } from '@signoff/contract/assets';
import { formatDateTime } from '@signoff/contract/format';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { Db, DbOrTx } from '../../db/client.ts';
import { softwareLicenses, softwareProducts } from '../../db/schema/software.ts';
import { employees } from '../../db/schema/people.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { viewerScope } from '../../auth/scope.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../audit/recorder.ts';
import { xlsxBase64 } from '../../files/excel.ts';
import { companyHas } from './assetQueries.ts';
import * as q from './softwareQueries.ts';

export const SOFTWARE_PERMISSION = 'software';
const AREA = 'software';
const EXPORT_LIMIT = 10_000;

function toLicense(row: q.TLicenseRow): TLicense {
  const l = row.license;
  return {
    id: l.id,
    product_id: l.productId,
    product_name: row.productName,
    employee_id: l.employeeId,
    employee_name: row.employeeName,
    username: l.username,
    is_active: l.deactivatedAt === null,
    deactivated_at: l.deactivatedAt?.toISOString() ?? null,
    reactivated_at: l.reactivatedAt?.toISOString() ?? null,
    excel_import_id: l.excelImportId,
    insert_method: l.insertMethod,
    created_at: l.createdAt.toISOString(),
  };
}

function toProduct(row: { product: typeof softwareProducts.$inferSelect; activeCount: number }): TProduct {
  const p = row.product;
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    active_license_count: row.activeCount,
    excel_import_id: p.excelImportId,
    insert_method: p.insertMethod,
    created_at: p.createdAt.toISOString(),
  };
}

/** A unique index said no (two products of one name): drizzle wraps the driver's error, so look at its cause too. */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return code(error) === '23505' || (error instanceof Error && code(error.cause) === '23505');
}

const duplicateName = () => new HttpError(409, 'DUPLICATE_NAME', 'A product of this name already exists');

/** Software products and licenses (spec 02 §7.3): HR with the software permission manages them; people see their own. */
export class SoftwareService {
  constructor(private readonly db: Db) {}

  /** An unrestricted HR holder sees every license; others their people's and their own (a condition on software_licenses). */
  holders(actor: Actor): SQL {
    if (this.seesAll(actor)) return sql`true`;
    return sql`${softwareLicenses.employeeId} in (select ${employees.id} from ${employees} where ${viewerScope(actor, SOFTWARE_PERMISSION)})`;
  }

  private seesAll(actor: Actor) {
    return hasPermission(actor, SOFTWARE_PERMISSION) && !actor.teamOnly;
  }

  assertManager(actor: Actor) {
    assertCanWrite(actor);
    if (!hasPermission(actor, SOFTWARE_PERMISSION))
      throw new HttpError(403, 'FORBIDDEN', 'You need the software permission to change software and licenses');
  }

  private async visibleLicense(actor: Actor, licenseId: number, db: DbOrTx = this.db, forUpdate = false) {
    const filter = and(eq(softwareLicenses.companyId, actor.companyId), this.holders(actor))!;
    const row = await q.findLicense(db, filter, licenseId, { forUpdate });
    if (!row) throw notFound('This license');
    return row;
  }

  private async product(actor: Actor, productId: number, db: DbOrTx = this.db, forUpdate = false) {
    const row = await q.findProduct(db, actor.companyId, productId, { forUpdate });
    if (!row) throw notFound('This product');
    return row;
  }

  async licenses(actor: Actor, input: z.output<typeof ZListLicensesRequestSchema>, productId?: number) {
    if (productId !== undefined) await this.product(actor, productId);
    const filter = q.licenseFilter({
      companyId: actor.companyId,
      holders: this.holders(actor),
      keyword: input.keyword,
      includeDeactivated: input.include_deactivated,
      ...(productId !== undefined ? { productId } : {}),
    });
    const { rows, total, total_is_exact } = await q.listLicenses(
      this.db,
      filter,
      { column: input.orderby_column, direction: input.orderby_direction },
      { page: input.page, perPage: input.per_page },
    );
    return { items: rows.map(toLicense), total, total_is_exact, page: input.page, per_page: input.per_page };
  }

  async employeeLicenses(actor: Actor, employeeId: number) {
    const [person] = await this.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.id, employeeId), viewerScope(actor, SOFTWARE_PERMISSION)));
    if (!person) throw notFound('This person');
    const filter = q.licenseFilter({ companyId: actor.companyId, holders: sql`true`, keyword: '', employeeId, includeDeactivated: true });
    return { items: (await q.employeeLicenses(this.db, filter)).map(toLicense) };
  }

  async grouped(actor: Actor, input: z.output<typeof ZListGroupedLicensesRequestSchema>) {
    const column = q.PRODUCT_ORDER[input.orderby_column];
    const order = [input.orderby_direction === 'asc' ? sql`${column} asc` : sql`${column} desc`, desc(sql`id`)];
    // The license alias `l` of the counts: raw and qualified, as the subqueries correlate on it.
    const holders = this.seesAll(actor)
      ? null
      : sql`l.employee_id in (select ${employees.id} from ${employees} where ${viewerScope(actor, SOFTWARE_PERMISSION)})`;
    const { rows, total, total_is_exact } = await q.groupedLicenses(
      this.db,
      q.liveProducts(actor.companyId, input.keyword),
      holders,
      order,
      {
        page: input.page,
        perPage: input.per_page,
      },
    );
    return {
      items: rows.map((r) => ({
        product_id: r.product.id,
        product_name: r.product.name,
        active_count: r.active,
        deactivated_count: r.deactivated,
      })),
      total,
      total_is_exact,
      page: input.page,
      per_page: input.per_page,
    };
  }

  async excel(actor: Actor, keyword: string): Promise<TExcelFileResponse> {
    if (!hasPermission(actor, SOFTWARE_PERMISSION))
      throw new HttpError(403, 'FORBIDDEN', 'You need the software permission to download the list of licenses');
    const filter = q.licenseFilter({ companyId: actor.companyId, holders: this.holders(actor), keyword, includeDeactivated: true });
    const rows = await q.exportLicenses(this.db, filter, EXPORT_LIMIT);
    const content = await xlsxBase64(
      'Licenses',
      LICENSE_EXPORT_HEADERS,
      rows.map((r) => [
        r.license.id,
        r.productName,
        r.employeeName,
        r.license.username,
        r.license.deactivatedAt ? 'deactivated' : 'active',
        formatDateTime(r.license.createdAt),
        r.license.insertMethod,
      ]),
    );
    return { file_name: `licenses-${dayjs().format('YYYY-MM-DD')}.xlsx`, file_content: content };
  }

  async products(actor: Actor, input: z.output<typeof ZListProductsRequestSchema>) {
    const column = q.PRODUCT_ORDER[input.orderby_column];
    const order = [input.orderby_direction === 'asc' ? sql`${column} asc` : sql`${column} desc`, desc(sql`id`)];
    const { rows, total, total_is_exact } = await q.listProducts(this.db, q.liveProducts(actor.companyId, input.keyword), order, {
      page: input.page,
      perPage: input.per_page,
    });
    return { items: rows.map(toProduct), total, total_is_exact, page: input.page, per_page: input.per_page };
  }

  async productDetail(actor: Actor, productId: number) {
    return { product: toProduct(await this.product(actor, productId)) };
  }

  async customFields(actor: Actor, productId: number) {
    return { custom_fields: (await this.product(actor, productId)).product.customFields };
  }

  async licenseDetail(actor: Actor, licenseId: number) {
    return { license: toLicense(await this.visibleLicense(actor, licenseId)) };
  }

  private async checkImport(actor: Actor, importId: number | undefined) {
    if (importId === undefined) return;
    if (!(await companyHas(this.db, actor.companyId, { importId })).import)
      throw badRequest('UNKNOWN_IMPORT', 'This Excel import does not exist', { excel_import_id: 'Name an existing import' });
  }

  async addProduct(actor: Actor, input: TAddProduct) {
    this.assertManager(actor);
    await this.checkImport(actor, input.excel_import_id);
    try {
      return await this.db.transaction(async (tx) => {
        const existing = await q.productNamed(tx, actor.companyId, input.name);
        if (existing !== null) {
          if (!input.return_existing) throw duplicateName();
          return { product_id: existing, existing: true };
        }
        const productId = await q.insertProduct(tx, {
          companyId: actor.companyId,
          name: input.name,
          url: input.url ?? null,
          excelImportId: input.excel_import_id ?? null,
          insertMethod: input.insert_method,
        });
        await recordAudit(tx, actor, {
          area: AREA,
          action: 'product_added',
          objectType: 'software_product',
          objectId: productId,
          after: input,
        });
        return { product_id: productId, existing: false };
      });
    } catch (error) {
      // Two adds of one name at once: the unique index lets one through; the other answers it or is told why.
      if (!isUniqueViolation(error)) throw error;
      const existing = await q.productNamed(this.db, actor.companyId, input.name);
      if (!input.return_existing || existing === null) throw duplicateName();
      return { product_id: existing, existing: true };
    }
  }

  async editProduct(actor: Actor, input: TEditProduct) {
    this.assertManager(actor);
    try {
      return await this.db.transaction(async (tx) => {
        const row = await this.product(actor, input.product_id, tx, true);
        const values = { name: input.name, ...(input.url !== undefined ? { url: input.url } : {}) };
        await q.updateProduct(tx, input.product_id, values);
        await recordAudit(tx, actor, {
          area: AREA,
          action: 'product_edited',
          objectType: 'software_product',
          objectId: input.product_id,
          before: { name: row.product.name, url: row.product.url },
          after: values,
        });
        return { product_id: input.product_id };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName();
      throw error;
    }
  }

  async deleteProduct(actor: Actor, productId: number) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.product(actor, productId, tx, true);
      // Licenses are locked too, so a license added meanwhile cannot end up on a deleted product.
      await tx.select({ id: softwareLicenses.id }).from(softwareLicenses).where(eq(softwareLicenses.productId, productId)).for('update');
      const [{ active } = { active: 0 }] = await tx
        .select({ active: sql<number>`count(*)::int` })
        .from(softwareLicenses)
        .where(and(eq(softwareLicenses.productId, productId), sql`${softwareLicenses.deactivatedAt} is null`));
      if (active > 0)
        throw new HttpError(409, 'PRODUCT_IN_USE', `This product still has ${active} active license(s): deactivate them first`);
      await q.updateProduct(tx, productId, { deletedAt: new Date() });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'product_deleted',
        objectType: 'software_product',
        objectId: productId,
        before: { name: row.product.name },
      });
      return { product_id: productId };
    });
  }

  async addLicense(actor: Actor, input: TAddLicense) {
    this.assertManager(actor);
    const found = await companyHas(this.db, actor.companyId, { employeeId: input.employee_id, importId: input.excel_import_id });
    if (!found.employee)
      throw badRequest('UNKNOWN_EMPLOYEE', 'This employee does not exist', { employee_id: 'Choose an employee of the company' });
    if (!found.import)
      throw badRequest('UNKNOWN_IMPORT', 'This Excel import does not exist', { excel_import_id: 'Name an existing import' });
    return this.db.transaction(async (tx) => {
      // The product is locked so a delete cannot slip between this check and the insert.
      if (!(await q.findProduct(tx, actor.companyId, input.product_id, { forUpdate: true })))
        throw badRequest('UNKNOWN_PRODUCT', 'This product does not exist', { product_id: 'Choose an existing product' });
      const licenseId = await q.insertLicense(tx, {
        companyId: actor.companyId,
        productId: input.product_id,
        employeeId: input.employee_id,
        username: input.username,
        excelImportId: input.excel_import_id ?? null,
        insertMethod: input.insert_method,
      });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'license_added',
        objectType: 'software_license',
        objectId: licenseId,
        after: input,
      });
      return { license_id: licenseId };
    });
  }

  async editLicense(actor: Actor, licenseId: number, username: string) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.visibleLicense(actor, licenseId, tx, true);
      await q.updateLicense(tx, licenseId, { username });
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'license_edited',
        objectType: 'software_license',
        objectId: licenseId,
        before: { username: row.license.username },
        after: { username },
      });
      return { license_id: licenseId };
    });
  }

  /** Deactivate (active false) or reactivate (true); the second of two identical calls is told it is done (409). */
  async setActive(actor: Actor, licenseId: number, active: boolean) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.visibleLicense(actor, licenseId, tx, true);
      if ((row.license.deactivatedAt === null) === active)
        throw new HttpError(409, 'ALREADY_PROCESSED', active ? 'This license is already active' : 'This license is already deactivated');
      const now = new Date();
      await q.updateLicense(tx, licenseId, active ? { deactivatedAt: null, reactivatedAt: now } : { deactivatedAt: now });
      await recordAudit(tx, actor, {
        area: AREA,
        action: active ? 'license_reactivated' : 'license_deactivated',
        objectType: 'software_license',
        objectId: licenseId,
        before: { active: !active },
        after: { active },
      });
      return { license_id: licenseId };
    });
  }
}
