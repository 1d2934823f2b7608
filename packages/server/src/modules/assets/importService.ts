import type { TImportFile, TImportKind, TImportPreview, TImportRow, TImportRowProblem } from '@signoff/contract/assetImports';
import { MAX_ASSET_PRICE } from '@signoff/contract/assets';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assetTypes, assets, excelImports } from '../../db/schema/assets.ts';
import { softwareLicenses, softwareProducts } from '../../db/schema/software.ts';
import { employees } from '../../db/schema/people.ts';
import { users } from '../../db/schema/auth.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../audit/recorder.ts';
import { ASSETS_PERMISSION } from './requestService.ts';
import { SOFTWARE_PERMISSION } from './softwareService.ts';
import { importTemplate, readImportSheet, type TSheetRow } from './importSheet.ts';

const PERMISSION: Record<TImportKind, string> = { assets: ASSETS_PERMISSION, licenses: SOFTWARE_PERMISSION };
const USERNAME_MAX = 200;
const IMPORT_PAGE = 20;

/** A checked row: what the preview shows, and for a valid one what the import writes. */
type TCheckedRow = TImportRow & { employeeId: number | null; itemId: number | null; price: number | null };

/** Lower-cased text as a lookup key: e-mails and names match whatever their case in the file. */
const key = (s: string) => s.toLowerCase();

function parsePrice(text: string): number | null | 'bad' {
  if (text === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 && value <= MAX_ASSET_PRICE ? Math.round(value * 100) / 100 : 'bad';
}

/** Excel import of assets or licenses (issue 14): preview each row's problems, import the valid rows, undo as a whole. */
export class AssetImportsService {
  constructor(private readonly db: Db) {}

  private assertAllowed(actor: Actor, kind: TImportKind, write: boolean) {
    if (write) assertCanWrite(actor);
    if (!hasPermission(actor, PERMISSION[kind]))
      throw new HttpError(403, 'FORBIDDEN', `You need the ${PERMISSION[kind]} permission to import ${kind}`);
  }

  async template(actor: Actor, kind: TImportKind) {
    this.assertAllowed(actor, kind, false);
    return { file_name: `${kind}-import-template.xlsx`, file_content: (await importTemplate(kind)).toString('base64') };
  }

  async preview(actor: Actor, input: TImportFile): Promise<TImportPreview> {
    this.assertAllowed(actor, input.kind, false);
    const rows = await this.check(this.db, actor.companyId, input.kind, await readImportSheet(input.kind, input.file_content));
    return summary(input.kind, rows);
  }

  async run(actor: Actor, input: TImportFile) {
    this.assertAllowed(actor, input.kind, true);
    const sheet = await readImportSheet(input.kind, input.file_content);
    return this.db.transaction(async (tx) => {
      const rows = await this.check(tx, actor.companyId, input.kind, sheet);
      const valid = rows.filter((r) => r.problems.length === 0);
      if (valid.length === 0)
        throw badRequest('NOTHING_TO_IMPORT', 'No row of this file can be imported: fix the problems the preview shows', {
          file_content: 'Fix the rows',
        });
      const [created] = await tx
        .insert(excelImports)
        .values({
          companyId: actor.companyId,
          kind: input.kind,
          fileName: input.file_name,
          rowCount: valid.length,
          createdByUserId: actor.userId,
        })
        .returning({ id: excelImports.id });
      const importId = created!.id;
      const origin = { companyId: actor.companyId, excelImportId: importId, insertMethod: 'excel' as const };
      {
        if (input.kind === 'assets')
          await tx
            .insert(assets)
            .values(valid.map((r) => ({ ...origin, assetTypeId: r.itemId!, ownerEmployeeId: r.employeeId!, price: r.price! })));
        else {
          const productIds = await this.productsFor(tx, origin, valid);
          await tx.insert(softwareLicenses).values(
            valid.map((r) => ({
              ...origin,
              productId: productIds.get(key(r.item_name))!,
              employeeId: r.employeeId!,
              username: r.detail,
            })),
          );
        }
      }
      await recordAudit(tx, actor, {
        area: input.kind === 'assets' ? 'assets' : 'software',
        action: 'excel_imported',
        objectType: 'excel_import',
        objectId: importId,
        after: { kind: input.kind, file_name: input.file_name, imported: valid.length, skipped: rows.length - valid.length },
      });
      return { excel_import_id: importId, imported_count: valid.length, skipped_count: rows.length - valid.length };
    });
  }

  /** The product of each license row: an existing one, or one the import creates (and its undo removes). */
  private async productsFor(tx: DbOrTx, origin: { companyId: number; excelImportId: number; insertMethod: 'excel' }, rows: TCheckedRow[]) {
    const ids = new Map<string, number>();
    for (const row of rows) if (row.itemId !== null) ids.set(key(row.item_name), row.itemId);
    // A new product takes the spelling of its first row (later rows may write it in another case).
    const missing = new Map<string, string>();
    for (const row of rows) if (row.itemId === null && !missing.has(key(row.item_name))) missing.set(key(row.item_name), row.item_name);
    if (missing.size > 0) {
      const created = await tx
        .insert(softwareProducts)
        .values([...missing.values()].map((name) => ({ ...origin, name })))
        .returning({ id: softwareProducts.id, name: softwareProducts.name });
      for (const product of created) ids.set(key(product.name), product.id);
    }
    return ids;
  }

  /** Each row with its problems, read against the company's people, asset types and products in a few queries. */
  private async check(db: DbOrTx, companyId: number, kind: TImportKind, sheet: TSheetRow[]): Promise<TCheckedRow[]> {
    const emails = [...new Set(sheet.map((r) => key(r.cells[0]!)).filter(Boolean))];
    const names = [...new Set(sheet.map((r) => key(r.cells[1]!)).filter(Boolean))];
    const people = emails.length
      ? await db
          .select({ id: employees.id, email: sql<string>`lower(${employees.email})` })
          .from(employees)
          .where(and(eq(employees.companyId, companyId), inArray(sql`lower(${employees.email})`, emails)))
      : [];
    const personOf = new Map(people.map((p) => [p.email, p.id]));
    const items = names.length
      ? kind === 'assets'
        ? await db
            .select({ id: assetTypes.id, name: sql<string>`lower(${assetTypes.name})`, price: assetTypes.price })
            .from(assetTypes)
            .where(and(eq(assetTypes.companyId, companyId), inArray(sql`lower(${assetTypes.name})`, names)))
        : await db
            .select({ id: softwareProducts.id, name: sql<string>`lower(${softwareProducts.name})`, price: sql<number>`0` })
            .from(softwareProducts)
            .where(
              and(
                eq(softwareProducts.companyId, companyId),
                isNull(softwareProducts.deletedAt),
                inArray(sql`lower(${softwareProducts.name})`, names),
              ),
            )
      : [];
    const itemOf = new Map(items.map((i) => [i.name, i]));

    return sheet.map(({ rowNumber, cells: [email = '', name = '', detail = ''] }) => {
      const problems: TImportRowProblem[] = [];
      const employeeId = personOf.get(key(email)) ?? null;
      if (employeeId === null) problems.push('UNKNOWN_EMPLOYEE');
      const item = itemOf.get(key(name));
      let price: number | null = null;
      if (kind === 'assets') {
        if (!item) problems.push('UNKNOWN_TYPE');
        const parsed = parsePrice(detail);
        if (parsed === 'bad') problems.push('BAD_PRICE');
        else price = parsed ?? item?.price ?? null;
      } else {
        if (name === '') problems.push('MISSING_PRODUCT');
        if (detail.length > USERNAME_MAX) problems.push('BAD_USERNAME');
      }
      return {
        row_number: rowNumber,
        employee_email: email,
        item_name: name,
        detail,
        problems,
        employeeId,
        itemId: item?.id ?? null,
        price,
      };
    });
  }

  async undo(actor: Actor, importId: number) {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(excelImports)
        .where(and(eq(excelImports.companyId, actor.companyId), eq(excelImports.id, importId)))
        .for('update');
      if (!row) throw notFound('This import');
      this.assertAllowed(actor, row.kind, true);
      if (row.undoneAt) throw new HttpError(409, 'ALREADY_PROCESSED', 'This import was already undone');
      let removed: number;
      if (row.kind === 'assets') {
        removed = (await tx.delete(assets).where(eq(assets.excelImportId, importId)).returning({ id: assets.id })).length;
      } else {
        removed = (
          await tx.delete(softwareLicenses).where(eq(softwareLicenses.excelImportId, importId)).returning({ id: softwareLicenses.id })
        ).length;
        // Products the import created go too, unless someone gave a license of one by hand since.
        await tx
          .delete(softwareProducts)
          .where(
            and(
              eq(softwareProducts.excelImportId, importId),
              sql`not exists (select 1 from software_licenses l where l.product_id = software_products.id)`,
            ),
          );
      }
      await tx.update(excelImports).set({ undoneAt: new Date() }).where(eq(excelImports.id, importId));
      await recordAudit(tx, actor, {
        area: row.kind === 'assets' ? 'assets' : 'software',
        action: 'excel_import_undone',
        objectType: 'excel_import',
        objectId: importId,
        before: { rows: removed },
      });
      return { excel_import_id: importId, removed_count: removed };
    });
  }

  async list(actor: Actor, page: number) {
    const kinds = (['assets', 'licenses'] as const).filter((k) => hasPermission(actor, PERMISSION[k]));
    if (kinds.length === 0) throw new HttpError(403, 'FORBIDDEN', 'You need the assets or software permission to see imports');
    const filter = and(eq(excelImports.companyId, actor.companyId), inArray(excelImports.kind, kinds))!;
    const rows = await this.db
      .select({ row: excelImports, by: users.name, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(excelImports)
      .innerJoin(users, eq(users.id, excelImports.createdByUserId))
      .where(filter)
      .orderBy(desc(excelImports.createdAt), desc(excelImports.id))
      .limit(IMPORT_PAGE)
      .offset(page * IMPORT_PAGE);
    return {
      items: rows.map(({ row, by }) => ({
        id: row.id,
        kind: row.kind,
        file_name: row.fileName,
        row_count: row.rowCount,
        created_by_name: by,
        created_at: row.createdAt.toISOString(),
        undone_at: row.undoneAt?.toISOString() ?? null,
      })),
      total: rows[0]?.total ?? 0,
      total_is_exact: true,
      page,
      per_page: IMPORT_PAGE,
    };
  }
}

function summary(kind: TImportKind, rows: TCheckedRow[]): TImportPreview {
  const valid = rows.filter((r) => r.problems.length === 0).length;
  return {
    kind,
    rows: rows.map(({ row_number, employee_email, item_name, detail, problems }) => ({
      row_number,
      employee_email,
      item_name,
      detail,
      problems,
    })),
    valid_count: valid,
    invalid_count: rows.length - valid,
  };
}
