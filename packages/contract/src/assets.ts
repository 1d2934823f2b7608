import { z } from 'zod';
import { ZFlag, ZId, ZNote, ZPage, ZPerson, listResponse, INVALID_CHARACTER, isWellFormed } from './common.ts';
import { SORT_DIRECTIONS } from './daysOff.ts';

// ---- shared pieces of the assets area (spec 01 §2 Assets, §3 Asset request; spec 02 §3 Asset, §7.3, §7.4)

/** The asset_type_id a requested asset carries when it is a custom one, not a type of the catalogue. */
export const CUSTOM_ASSET_TYPE_ID = -1;

/** How a row came to exist: typed in by someone, or created by an Excel import (which also records excel_import_id). */
export const INSERT_METHODS = ['manual', 'excel'] as const;
export type TInsertMethod = (typeof INSERT_METHODS)[number];

/** The largest page a caller may ask for: per_page is the caller's, so it is bounded. */
export const MAX_PER_PAGE = 100;
export const ASSET_LIST_PER_PAGE = 20;
/** The highest price an asset may have: a typo guard, not a policy. */
export const MAX_ASSET_PRICE = 1_000_000;

/** Where a custom asset's link points: only http(s), so a link can never run script in the approver's browser. */
export const ZWebUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), 'A link must start with http:// or https://')
  .refine(isWellFormed, INVALID_CHARACTER);

export const ZPrice = z.coerce
  .number('A price must be a number')
  .min(0, 'A price cannot be negative')
  .max(MAX_ASSET_PRICE, 'This price is too high');

/** page, per_page, keyword and a sort checked against the list's own columns (a whitelist: never raw SQL). */
export function pagedQuery<const C extends readonly [string, ...string[]]>(columns: C, defaultColumn: C[number]) {
  return {
    page: ZPage,
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(ASSET_LIST_PER_PAGE),
    keyword: z.string().trim().max(200).optional().default(''),
    orderby_column: z.enum(columns, `orderby_column must be one of ${columns.join(', ')}`).default(defaultColumn),
    orderby_direction: z.enum(SORT_DIRECTIONS, 'orderby_direction must be asc or desc').default('desc'),
  };
}

/** A price is shown only when it is above 0 (spec 01 §2: "price in EUR if above 0"). */
export function isAssetPriceShown(price: number | null | undefined): boolean {
  return typeof price === 'number' && price > 0;
}

// ---- asset requests (the inbox tab)

export const ASSET_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type TAssetRequestStatus = (typeof ASSET_REQUEST_STATUSES)[number];
/** The list's tabs: closed is accepted or declined (spec 01 §4: pending to closed by accept or decline). */
export const ASSET_REQUEST_LIST_STATUSES = ['all', 'pending', 'closed'] as const;
export type TAssetRequestListStatus = (typeof ASSET_REQUEST_LIST_STATUSES)[number];
export const ASSET_REQUEST_LIST_COLUMNS = ['time_created', 'requester_name', 'total_price', 'status'] as const;
export type TAssetRequestListColumn = (typeof ASSET_REQUEST_LIST_COLUMNS)[number];

export const ZListAssetRequestsRequestSchema = z.object({
  status: z.enum(ASSET_REQUEST_LIST_STATUSES, 'Status must be all, pending or closed').default('pending'),
  ...pagedQuery(ASSET_REQUEST_LIST_COLUMNS, 'time_created'),
});
export type TListAssetRequestsRequest = z.input<typeof ZListAssetRequestsRequestSchema>;

export const ZAssetRequestRowSchema = z.object({
  id: z.number(),
  status: z.enum(ASSET_REQUEST_STATUSES),
  requester: ZPerson,
  /** The names of the requested assets, in their order. */
  asset_names: z.array(z.string()),
  total_price: z.number(),
  time_created: z.string(),
  time_closed: z.string().nullable(),
});
export type TAssetRequestRow = z.infer<typeof ZAssetRequestRowSchema>;
export const ZListAssetRequestsResponseSchema = listResponse(ZAssetRequestRowSchema);
export type TListAssetRequestsResponse = z.infer<typeof ZListAssetRequestsResponseSchema>;

/** The Excel download of the list: never of the pending tab (the link only shows for another status). */
export const ZAssetRequestsExcelRequestSchema = z.object({
  status: z.enum(['all', 'closed'], 'Only the all and closed lists can be exported').default('closed'),
  keyword: z.string().trim().max(200).optional().default(''),
});
/** A file answered inside JSON (spec 02 §7.4): its name and its bytes in base64. */
export const ZExcelFileResponseSchema = z.object({ file_name: z.string(), file_content: z.string() });
export type TExcelFileResponse = z.infer<typeof ZExcelFileResponseSchema>;
/** The columns of the asset-request export, in order (a test reads the file back and checks them). */
export const ASSET_REQUEST_EXPORT_HEADERS = [
  'Request id',
  'Requester',
  'Status',
  'Submitted',
  'Handled',
  'Approver',
  'Assets',
  'Total price (EUR)',
  'Motivation',
  'Message to employee',
] as const;

export const ZRequestedAssetSchema = z.object({
  /** A type of the catalogue, or -1 for a custom asset (a new type is created when the request is accepted). */
  asset_type_id: z.number(),
  name: z.string(),
  image_url: z.string().nullable(),
  price: z.number(),
  description: z.string(),
  url: z.string().nullable(),
  /** The asset created for the requester when the request was accepted. */
  created_asset_id: z.number().nullable(),
});
export type TRequestedAsset = z.infer<typeof ZRequestedAssetSchema>;

export const ZAssetRequestSchema = z.object({
  id: z.number(),
  status: z.enum(ASSET_REQUEST_STATUSES),
  requester_employee_id: z.number(),
  requester_name: z.string(),
  requester_avatar: z.string().nullable(),
  /** ISO timestamps; the web formats them (DD/MM/YYYY HH:mm). */
  time_created: z.string(),
  time_closed: z.string().nullable(),
  motivation: z.string(),
  message_to_employee: z.string().nullable(),
  approver_user_name: z.string().nullable(),
  requested_assets: z.array(ZRequestedAssetSchema),
});
export type TAssetRequest = z.infer<typeof ZAssetRequestSchema>;

export const ZAssetRequestDetailRequestSchema = z.object({ id: ZId });
export const ZAssetRequestDetailResponseSchema = z.object({
  request: ZAssetRequestSchema,
  can_process: z.boolean(),
  /** Accepting creates new asset types for these custom assets (the detail's notice says so). */
  custom_asset_count: z.number(),
});
export type TAssetRequestDetailResponse = z.infer<typeof ZAssetRequestDetailResponseSchema>;

/** Accept or decline (spec 02 §7.4: id, message); the message to the employee is optional either way. */
export const ZDecideAssetRequestSchema = z.object({ id: ZId, message: ZNote });
export type TDecideAssetRequest = z.output<typeof ZDecideAssetRequestSchema>;
export const ZDecideAssetRequestResponseSchema = z.object({
  id: z.number(),
  status: z.enum(['accepted', 'declined']),
  /** The assets created for the requester (none on a decline). */
  created_asset_ids: z.array(z.number()),
  created_asset_type_ids: z.array(z.number()),
});

/** How an employee asks (for the demo and tests; the asking screens are not part of the inbox). */
export const ZRequestedAssetInputSchema = z.union([
  z.object({ asset_type_id: ZId }),
  z.object({
    asset_type_id: z.literal(CUSTOM_ASSET_TYPE_ID),
    name: z.string().trim().min(1, 'Name the asset').max(200),
    price: ZPrice,
    description: z.string().trim().max(2000).optional().default(''),
    url: ZWebUrl.optional(),
  }),
]);
export const ZAddAssetRequestSchema = z.object({
  motivation: z.string().trim().max(2000).optional().default(''),
  requested_assets: z.array(ZRequestedAssetInputSchema).min(1, 'Ask for at least one asset').max(20),
});
export type TAddAssetRequest = z.output<typeof ZAddAssetRequestSchema>;
export const ZAddAssetRequestResponseSchema = z.object({ id: z.number() });

// ---- assets and asset types (spec 02 §3 Asset, §7.4)

export const ASSET_LIST_COLUMNS = ['created_at', 'type_name', 'owner_name', 'price'] as const;
export const ASSET_TYPE_LIST_COLUMNS = ['name', 'price', 'created_at'] as const;

export const ZListAssetTypesRequestSchema = z.object(pagedQuery(ASSET_TYPE_LIST_COLUMNS, 'name'));
export const ZAssetTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  image_url: z.string().nullable(),
  price: z.number(),
  description: z.string(),
  url: z.string().nullable(),
});
export const ZListAssetTypesResponseSchema = listResponse(ZAssetTypeSchema);

export const ZListAssetsRequestSchema = z.object({
  ...pagedQuery(ASSET_LIST_COLUMNS, 'created_at'),
  /** Only one person's assets (their page shows them). */
  owner_employee_id: ZId.optional(),
  /** Deleted assets are left out unless asked for; they can be undeleted. */
  include_deleted: ZFlag.optional().default(false),
});
export const ZAssetSchema = z.object({
  id: z.number(),
  asset_type_id: z.number(),
  type_name: z.string(),
  image_url: z.string().nullable(),
  owner_employee_id: z.number().nullable(),
  owner_name: z.string().nullable(),
  price: z.number(),
  is_deleted: z.boolean(),
  asset_request_id: z.number().nullable(),
  excel_import_id: z.number().nullable(),
  insert_method: z.enum(INSERT_METHODS),
  created_at: z.string(),
});
export type TAsset = z.infer<typeof ZAssetSchema>;
export const ZListAssetsResponseSchema = listResponse(ZAssetSchema);
export const ZAssetsExcelRequestSchema = z.object({ keyword: z.string().trim().max(200).optional().default('') });
export const ASSET_EXPORT_HEADERS = ['Asset id', 'Type', 'Owner', 'Price (EUR)', 'Added', 'Added by'] as const;

export const ZAssetIdParamsSchema = z.object({ id: ZId });
export const ZAssetDetailResponseSchema = z.object({ asset: ZAssetSchema, type: ZAssetTypeSchema });

export const ZEmployeeIdParamsSchema = z.object({ id: ZId });
/** What a person asked for and waits for: the assets of their pending requests. */
export const ZPendingAssetsResponseSchema = z.object({
  pending_assets: z.array(ZRequestedAssetSchema.omit({ created_asset_id: true }).extend({ asset_request_id: z.number() })),
});

/** Where a created row came from: an Excel import names itself and its id (spec 02 §7.3, §7.4). */
export const ZInsertOrigin = {
  excel_import_id: ZId.optional(),
  insert_method: z.enum(INSERT_METHODS, 'insert_method must be manual or excel').default('manual'),
};
export function checkInsertOrigin(v: { excel_import_id?: number | undefined; insert_method: TInsertMethod }, ctx: z.RefinementCtx) {
  if ((v.insert_method === 'excel') !== (v.excel_import_id !== undefined))
    ctx.addIssue({ code: 'custom', message: 'An excel insert names its excel_import_id, a manual one none', path: ['excel_import_id'] });
}

export const ZAddAssetSchema = z
  .object({ asset_type_id: ZId, owner_employee_id: ZId.optional(), price: ZPrice, ...ZInsertOrigin })
  .superRefine(checkInsertOrigin);
export type TAddAsset = z.output<typeof ZAddAssetSchema>;
export const ZEditAssetSchema = z
  .object({ asset_id: ZId, asset_type_id: ZId.optional(), owner_employee_id: ZId.nullable().optional(), price: ZPrice.optional() })
  .refine((v) => v.asset_type_id !== undefined || v.owner_employee_id !== undefined || v.price !== undefined, {
    message: 'Change at least one of asset_type_id, owner_employee_id or price',
    path: ['asset_id'],
  });
export type TEditAsset = z.output<typeof ZEditAssetSchema>;
export const ZAssetIdBodySchema = z.object({ asset_id: ZId });
export const ZAssetIdResponseSchema = z.object({ asset_id: z.number() });
