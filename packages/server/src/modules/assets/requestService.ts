import type { z } from 'zod';
import {
  ASSET_REQUEST_EXPORT_HEADERS,
  CUSTOM_ASSET_TYPE_ID,
  type TAddAssetRequest,
  type TAssetRequestDetailResponse,
  type TDecideAssetRequest,
  type TExcelFileResponse,
  type TListAssetRequestsResponse,
  type ZAssetRequestsExcelRequestSchema,
  type TAssetRequestListStatus,
  type ZListAssetRequestsRequestSchema,
} from '@signoff/contract/assets';
import { formatDateTime } from '@signoff/contract/format';
import type { SQL } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { Db } from '../../db/client.ts';
import { assetRequests } from '../../db/schema/assets.ts';
import { assertCanWrite, hasPermission, type Actor } from '../../auth/actor.ts';
import { preparedPages } from '../../auth/preparedPerAccess.ts';
import { managerRole, requesterIn, requesterScope } from '../../auth/scope.ts';
import { HttpError, alreadyProcessed, badRequest, notFound } from '../../http/errors.ts';
import { recordDecision } from '../../audit/decisions.ts';
import { xlsxBase64 } from '../../files/excel.ts';
import * as q from './requestQueries.ts';

const AREA = 'assets';
export const ASSETS_PERMISSION = 'assets';
/** Excel export of asset requests is its own permission (spec 01 §6), beside the one that decides them. */
export const ASSETS_EXPORT_PERMISSION = 'assets_export';
/** An export holds at most this many requests: a spreadsheet, not a backup. */
const EXPORT_LIMIT = 10_000;

/** What a list's (or its export's) rows must match: the actor's requesters, the status tab and the keyword. */
function listWhere(actor: Actor, status: TAssetRequestListStatus, keyword: string): q.TListWhere {
  return { companyId: actor.companyId, requesters: requesterIn(actor, ASSETS_PERMISSION, assetRequests.employeeId), status, keyword };
}

/** Asset requests (spec 01 §2 Assets): the requester's managers, or HR with the assets permission, decide. */
export class AssetRequestsService {
  // The list's usual visits (default order, no keyword), built once per access, status tab and direction (see preparedPages).
  private readonly usualPage = preparedPages(
    (actor, { status, direction }: { status: TAssetRequestListStatus; direction: 'asc' | 'desc' }, request) =>
      q.requestsPage(this.db, listWhere(actor, status, ''), { column: 'time_created', direction }, request).query,
  );

  constructor(private readonly db: Db) {}

  private scope(actor: Actor) {
    return requesterScope(actor, ASSETS_PERMISSION);
  }

  private requesters(actor: Actor): SQL {
    return requesterIn(actor, ASSETS_PERMISSION, assetRequests.employeeId);
  }

  async list(actor: Actor, input: z.output<typeof ZListAssetRequestsRequestSchema>): Promise<TListAssetRequestsResponse> {
    const order = { column: input.orderby_column, direction: input.orderby_direction };
    const request = { page: input.page, perPage: input.per_page };
    const usual = order.column === 'time_created' && !input.keyword;
    const page = usual ? await this.usualPage(actor, { status: input.status, direction: order.direction }, request) : null;
    const { rows, total, total_is_exact } =
      page ?? (await q.listRequests(this.db, listWhere(actor, input.status, input.keyword), order, request));
    return {
      items: rows.map((r) => ({
        id: r.id,
        status: r.status,
        requester: { id: r.requesterId, name: r.requesterName, avatar: r.requesterAvatar },
        asset_names: r.assetNames,
        total_price: r.totalPrice,
        time_created: r.createdAt.toISOString(),
        time_closed: r.closedAt?.toISOString() ?? null,
      })),
      total,
      total_is_exact,
      page: input.page,
      per_page: input.per_page,
    };
  }

  /** The export needs its own permission; 403 says so, since the list itself is theirs to see. */
  async excel(actor: Actor, input: z.output<typeof ZAssetRequestsExcelRequestSchema>): Promise<TExcelFileResponse> {
    if (!hasPermission(actor, ASSETS_EXPORT_PERMISSION))
      throw new HttpError(403, 'FORBIDDEN', 'You need the asset export permission to download this list');
    const rows = await q.exportRequests(this.db, listWhere(actor, input.status, input.keyword), EXPORT_LIMIT);
    const content = await xlsxBase64(
      'Asset requests',
      ASSET_REQUEST_EXPORT_HEADERS,
      rows.map((r) => [
        r.id,
        r.requesterName,
        r.status,
        formatDateTime(r.createdAt),
        formatDateTime(r.closedAt),
        r.approverName ?? '',
        r.assetNames.join(', '),
        r.totalPrice,
        r.motivation,
        r.messageToEmployee ?? '',
      ]),
    );
    return { file_name: `asset-requests-${input.status}-${dayjs().format('YYYY-MM-DD')}.xlsx`, file_content: content };
  }

  pendingCount(actor: Actor): SQL<number> {
    return q.pendingCount(actor.companyId, this.requesters(actor));
  }

  async detail(actor: Actor, requestId: number): Promise<TAssetRequestDetailResponse> {
    const row = await q.findRequest(this.db, actor.companyId, this.scope(actor), requestId);
    if (!row) throw notFound('This asset request');
    const items = await q.listItems(this.db, requestId);
    const r = row.request;
    return {
      request: {
        id: r.id,
        status: r.status,
        requester_employee_id: row.requester.id,
        requester_name: row.requester.name,
        requester_avatar: row.requester.avatarUrl,
        time_created: r.createdAt.toISOString(),
        time_closed: r.closedAt?.toISOString() ?? null,
        motivation: r.motivation,
        message_to_employee: r.messageToEmployee,
        approver_user_name: row.approverName,
        requested_assets: items.map(({ item, type }) => ({
          asset_type_id: item.assetTypeId ?? CUSTOM_ASSET_TYPE_ID,
          name: item.name ?? type?.name ?? '',
          image_url: type?.imageUrl ?? null,
          price: item.price ?? type?.price ?? 0,
          description: item.description ?? type?.description ?? '',
          url: item.url ?? type?.url ?? null,
          created_asset_id: item.createdAssetId,
        })),
      },
      can_process: r.status === 'pending' && !actor.isReadOnly,
      custom_asset_count: items.filter(({ item }) => item.assetTypeId === null).length,
    };
  }

  /**
   * Accepting creates, in the decision's transaction, a new asset type for each custom asset and an asset of each
   * requested type owned by the requester: either all of it is written with the decision, or nothing is.
   */
  async decide(actor: Actor, input: TDecideAssetRequest, status: 'accepted' | 'declined') {
    assertCanWrite(actor);
    return this.db.transaction(async (tx) => {
      // The lock makes a second approver wait here, then see the first one's decision and get a 409.
      const row = await q.findRequest(tx, actor.companyId, this.scope(actor), input.id, { forUpdate: true });
      if (!row) throw notFound('This asset request');
      if (row.request.status !== 'pending') throw alreadyProcessed('This asset request');
      const createdAssetIds: number[] = [];
      const createdTypeIds: number[] = [];
      if (status === 'accepted') {
        for (const { item, type } of await q.listItems(tx, row.request.id)) {
          let typeId = item.assetTypeId;
          if (typeId === null) {
            typeId = await q.insertAssetType(tx, {
              companyId: actor.companyId,
              name: item.name ?? 'Custom asset',
              price: item.price ?? 0,
              description: item.description ?? '',
              url: item.url,
            });
            createdTypeIds.push(typeId);
          }
          const assetId = await q.insertAsset(tx, {
            companyId: actor.companyId,
            assetTypeId: typeId,
            ownerEmployeeId: row.requester.id,
            price: item.price ?? type?.price ?? 0,
            assetRequestId: row.request.id,
          });
          await q.linkCreatedAsset(tx, item.id, assetId);
          createdAssetIds.push(assetId);
        }
      }
      const message = input.message.trim();
      await q.closeRequest(tx, row.request.id, { status, messageToEmployee: message || null, approverUserId: actor.userId });
      await recordDecision(tx, actor, {
        area: AREA,
        requestId: row.request.id,
        action: status,
        note: message,
        role: managerRole(actor, row.requester),
        before: { status: row.request.status },
        after: { status, message, created_asset_ids: createdAssetIds, created_asset_type_ids: createdTypeIds },
      });
      return { id: row.request.id, status, created_asset_ids: createdAssetIds, created_asset_type_ids: createdTypeIds };
    });
  }

  /** An employee asks for assets for themselves: types of their company's catalogue, or custom ones. */
  async add(actor: Actor, input: TAddAssetRequest) {
    assertCanWrite(actor);
    if (actor.employeeId === null)
      throw badRequest('NO_EMPLOYEE', 'Only an employee can ask for assets', { _: 'This account is not an employee' });
    const typeIds = input.requested_assets.flatMap((a) => (a.asset_type_id > 0 ? [a.asset_type_id] : []));
    const known = new Set((await q.findAssetTypes(this.db, actor.companyId, typeIds)).map((t) => t.id));
    const unknown = typeIds.find((id) => !known.has(id));
    if (unknown !== undefined)
      throw badRequest('UNKNOWN_ASSET_TYPE', `Asset type ${unknown} does not exist`, { requested_assets: 'Choose an existing asset type' });
    const employeeId = actor.employeeId;
    const id = await this.db.transaction((tx) =>
      q.insertRequest(
        tx,
        { companyId: actor.companyId, employeeId, motivation: input.motivation },
        input.requested_assets.map((a) =>
          'name' in a
            ? { assetTypeId: null, name: a.name, price: a.price, description: a.description, url: a.url ?? null }
            : { assetTypeId: a.asset_type_id },
        ),
      ),
    );
    return { id };
  }
}
