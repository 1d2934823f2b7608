import type { z } from 'zod';
import {
  ASSET_EXPORT_HEADERS,
  CUSTOM_ASSET_TYPE_ID,
  type TAddAsset,
  type TAsset,
  type TEditAsset,
  type TExcelFileResponse,
  type ZListAssetTypesRequestSchema,
  type ZListAssetsRequestSchema,
} from '@signoff/contract/assets';
import { formatDateTime } from '@signoff/contract/format';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assets } from '../../db/schema/assets.ts';
import { employees } from '../../db/schema/people.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { viewerScope } from '../../auth/scope.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../audit/recorder.ts';
import { xlsxBase64 } from '../../files/excel.ts';
import { ASSETS_PERMISSION } from './requestService.ts';
import * as q from './assetQueries.ts';

const AREA = 'assets';
const EXPORT_LIMIT = 10_000;

type TAssetRow = NonNullable<Awaited<ReturnType<typeof q.findAsset>>> | Awaited<ReturnType<typeof q.listAssets>>['rows'][number];

function toAsset(row: Pick<TAssetRow, 'asset' | 'typeName' | 'imageUrl' | 'ownerName'>): TAsset {
  const a = row.asset;
  return {
    id: a.id,
    asset_type_id: a.assetTypeId,
    type_name: row.typeName,
    image_url: row.imageUrl,
    owner_employee_id: a.ownerEmployeeId,
    owner_name: row.ownerName,
    price: a.price,
    is_deleted: a.isDeleted,
    asset_request_id: a.assetRequestId,
    excel_import_id: a.excelImportId,
    insert_method: a.insertMethod,
    created_at: a.createdAt.toISOString(),
  };
}

/** The company's assets (spec 02 §7.4): HR with the assets permission manages them; people see their own and their reports'. */
export class AssetsService {
  constructor(private readonly db: Db) {}

  /** Whose assets an actor sees, as a condition on `assets`: an unrestricted HR holder every one, others their people's and own. */
  owners(actor: Actor): SQL {
    if (hasPermission(actor, ASSETS_PERMISSION) && !actor.teamOnly) return sql`true`;
    return sql`${assets.ownerEmployeeId} in (select ${employees.id} from ${employees} where ${viewerScope(actor, ASSETS_PERMISSION)})`;
  }

  private assertManager(actor: Actor) {
    assertCanWrite(actor);
    if (!hasPermission(actor, ASSETS_PERMISSION)) throw new HttpError(403, 'FORBIDDEN', 'You need the assets permission to change assets');
  }

  /** An asset the actor sees, or 404 (another company's, or someone's they do not reach). */
  private async visible(actor: Actor, assetId: number, db: DbOrTx = this.db, forUpdate = false) {
    const filter = and(eq(assets.companyId, actor.companyId), this.owners(actor))!;
    const row = await q.findAsset(db, filter, assetId, { forUpdate });
    if (!row) throw notFound('This asset');
    return row;
  }

  async list(actor: Actor, input: z.output<typeof ZListAssetsRequestSchema>) {
    const filter = q.assetFilter({
      companyId: actor.companyId,
      owners: this.owners(actor),
      keyword: input.keyword,
      ownerId: input.owner_employee_id,
      includeDeleted: input.include_deleted,
    });
    const { rows, total, total_is_exact } = await q.listAssets(
      this.db,
      filter,
      { column: input.orderby_column, direction: input.orderby_direction },
      { page: input.page, perPage: input.per_page },
    );
    return { items: rows.map(toAsset), total, total_is_exact, page: input.page, per_page: input.per_page };
  }

  async excel(actor: Actor, keyword: string): Promise<TExcelFileResponse> {
    if (!hasPermission(actor, ASSETS_PERMISSION))
      throw new HttpError(403, 'FORBIDDEN', 'You need the assets permission to download the list of assets');
    const filter = q.assetFilter({ companyId: actor.companyId, owners: this.owners(actor), keyword, includeDeleted: false });
    const rows = await q.exportAssets(this.db, filter, EXPORT_LIMIT);
    const content = await xlsxBase64(
      'Assets',
      ASSET_EXPORT_HEADERS,
      rows.map((r) => [r.asset.id, r.typeName, r.ownerName ?? '', r.asset.price, formatDateTime(r.asset.createdAt), r.asset.insertMethod]),
    );
    return { file_name: `assets-${dayjs().format('YYYY-MM-DD')}.xlsx`, file_content: content };
  }

  async detail(actor: Actor, assetId: number) {
    const row = await this.visible(actor, assetId);
    const t = row.type;
    return {
      asset: toAsset(row),
      type: { id: t.id, name: t.name, image_url: t.imageUrl, price: t.price, description: t.description, url: t.url },
    };
  }

  async types(actor: Actor, input: z.output<typeof ZListAssetTypesRequestSchema>) {
    const column = q.TYPE_ORDER[input.orderby_column];
    const order = [input.orderby_direction === 'asc' ? sql`${column} asc` : sql`${column} desc`, desc(sql`id`)];
    const { rows, total, total_is_exact } = await q.listTypes(this.db, q.typeFilter(actor.companyId, input.keyword), order, {
      page: input.page,
      perPage: input.per_page,
    });
    return {
      items: rows.map(({ type: t }) => ({
        id: t.id,
        name: t.name,
        image_url: t.imageUrl,
        price: t.price,
        description: t.description,
        url: t.url,
      })),
      total,
      total_is_exact,
      page: input.page,
      per_page: input.per_page,
    };
  }

  /** What a person waits for; 404 for someone the actor does not reach. */
  async pendingAssets(actor: Actor, employeeId: number) {
    const [person] = await this.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.id, employeeId), viewerScope(actor, ASSETS_PERMISSION)));
    if (!person) throw notFound('This person');
    const rows = await q.pendingItems(this.db, actor.companyId, employeeId);
    return {
      pending_assets: rows.map(({ item, type }) => ({
        asset_request_id: item.requestId,
        asset_type_id: item.assetTypeId ?? CUSTOM_ASSET_TYPE_ID,
        name: item.name ?? type?.name ?? '',
        image_url: type?.imageUrl ?? null,
        price: item.price ?? type?.price ?? 0,
        description: item.description ?? type?.description ?? '',
        url: item.url ?? type?.url ?? null,
      })),
    };
  }

  /** The type, owner and import named must be the company's: otherwise a 400 that says which. */
  private async checkReferences(actor: Actor, ids: { typeId?: number; employeeId?: number | null; importId?: number }) {
    const found = await q.companyHas(this.db, actor.companyId, ids);
    if (!found.type)
      throw badRequest('UNKNOWN_ASSET_TYPE', 'This asset type does not exist', { asset_type_id: 'Choose an existing asset type' });
    if (!found.employee)
      throw badRequest('UNKNOWN_EMPLOYEE', 'This employee does not exist', { owner_employee_id: 'Choose an employee of the company' });
    if (!found.import)
      throw badRequest('UNKNOWN_IMPORT', 'This Excel import does not exist', { excel_import_id: 'Name an existing import' });
  }

  async add(actor: Actor, input: TAddAsset) {
    this.assertManager(actor);
    await this.checkReferences(actor, {
      typeId: input.asset_type_id,
      employeeId: input.owner_employee_id,
      importId: input.excel_import_id,
    });
    return this.db.transaction(async (tx) => {
      const assetId = await q.insertAsset(tx, {
        companyId: actor.companyId,
        assetTypeId: input.asset_type_id,
        ownerEmployeeId: input.owner_employee_id ?? null,
        price: input.price,
        excelImportId: input.excel_import_id ?? null,
        insertMethod: input.insert_method,
      });
      await recordAudit(tx, actor, { area: AREA, action: 'asset_added', objectType: 'asset', objectId: assetId, after: input });
      return { asset_id: assetId };
    });
  }

  async edit(actor: Actor, input: TEditAsset) {
    this.assertManager(actor);
    await this.checkReferences(actor, { typeId: input.asset_type_id, employeeId: input.owner_employee_id });
    return this.db.transaction(async (tx) => {
      const row = await this.visible(actor, input.asset_id, tx, true);
      const values = {
        ...(input.asset_type_id !== undefined ? { assetTypeId: input.asset_type_id } : {}),
        ...(input.owner_employee_id !== undefined ? { ownerEmployeeId: input.owner_employee_id } : {}),
        ...(input.price !== undefined ? { price: input.price } : {}),
      };
      await q.updateAsset(tx, input.asset_id, values);
      await recordAudit(tx, actor, {
        area: AREA,
        action: 'asset_edited',
        objectType: 'asset',
        objectId: input.asset_id,
        before: { asset_type_id: row.asset.assetTypeId, owner_employee_id: row.asset.ownerEmployeeId, price: row.asset.price },
        after: values,
      });
      return { asset_id: input.asset_id };
    });
  }

  async setDeleted(actor: Actor, assetId: number, isDeleted: boolean) {
    this.assertManager(actor);
    return this.db.transaction(async (tx) => {
      const row = await this.visible(actor, assetId, tx, true);
      if (row.asset.isDeleted === isDeleted)
        throw new HttpError(409, 'ALREADY_DONE', isDeleted ? 'This asset is already deleted' : 'This asset is not deleted');
      await q.updateAsset(tx, assetId, { isDeleted });
      await recordAudit(tx, actor, {
        area: AREA,
        action: isDeleted ? 'asset_deleted' : 'asset_undeleted',
        objectType: 'asset',
        objectId: assetId,
        before: { is_deleted: !isDeleted },
        after: { is_deleted: isDeleted },
      });
      return { asset_id: assetId };
    });
  }
}
