import { z } from 'zod';
import { ZFlag, ZId, listResponse, INVALID_CHARACTER, isWellFormed } from './common.ts';
import { INSERT_METHODS, ZInsertOrigin, ZWebUrl, checkInsertOrigin, pagedQuery } from './assets.ts';

// ---- software products and licenses (spec 02 §7.3, every call at its path)

/** Extra facts HR keeps about a product (contract end, licence key owner…): a label and its value. */
export const ZSoftwareCustomFieldSchema = z.object({ label: z.string(), value: z.string() });
export type TSoftwareCustomField = z.infer<typeof ZSoftwareCustomFieldSchema>;

const ZName = z.string().trim().min(1, 'Give it a name').max(200).refine(isWellFormed, INVALID_CHARACTER);
const ZUsername = z.string().trim().max(200, 'A username can be at most 200 characters').refine(isWellFormed, INVALID_CHARACTER);

export const LICENSE_LIST_COLUMNS = ['created_at', 'product_name', 'employee_name', 'username'] as const;
export const PRODUCT_LIST_COLUMNS = ['name', 'created_at'] as const;

export const ZListLicensesRequestSchema = z.object({
  ...pagedQuery(LICENSE_LIST_COLUMNS, 'created_at'),
  /** Deactivated licenses are left out unless asked for; they can be reactivated. */
  include_deactivated: ZFlag.optional().default(false),
});

export const ZLicenseSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  employee_id: z.number(),
  employee_name: z.string(),
  username: z.string(),
  is_active: z.boolean(),
  deactivated_at: z.string().nullable(),
  reactivated_at: z.string().nullable(),
  excel_import_id: z.number().nullable(),
  insert_method: z.enum(INSERT_METHODS),
  created_at: z.string(),
});
export type TLicense = z.infer<typeof ZLicenseSchema>;
export const ZListLicensesResponseSchema = listResponse(ZLicenseSchema);
export const ZEmployeeLicensesResponseSchema = z.object({ items: z.array(ZLicenseSchema) });

/** The licenses per product: how many seats are in use and how many were given back. */
export const ZListGroupedLicensesRequestSchema = z.object(pagedQuery(PRODUCT_LIST_COLUMNS, 'name'));
export const ZLicenseGroupSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  active_count: z.number(),
  deactivated_count: z.number(),
});
export const ZListGroupedLicensesResponseSchema = listResponse(ZLicenseGroupSchema);

export const ZLicensesExcelRequestSchema = z.object({ keyword: z.string().trim().max(200).optional().default('') });
export const LICENSE_EXPORT_HEADERS = ['License id', 'Software', 'Employee', 'Username', 'Status', 'Added', 'Added by'] as const;

export const ZListProductsRequestSchema = z.object(pagedQuery(PRODUCT_LIST_COLUMNS, 'name'));
export const ZProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string().nullable(),
  active_license_count: z.number(),
  excel_import_id: z.number().nullable(),
  insert_method: z.enum(INSERT_METHODS),
  created_at: z.string(),
});
export type TProduct = z.infer<typeof ZProductSchema>;
export const ZListProductsResponseSchema = listResponse(ZProductSchema);

export const ZIdParamsSchema = z.object({ id: ZId });
export const ZEmployeeParamsSchema = z.object({ employee_id: ZId });
export const ZProductDetailResponseSchema = z.object({ product: ZProductSchema });
export const ZProductCustomFieldsResponseSchema = z.object({ custom_fields: z.array(ZSoftwareCustomFieldSchema) });
export const ZLicenseDetailResponseSchema = z.object({ license: ZLicenseSchema });

export const ZAddProductSchema = z
  .object({
    name: ZName,
    url: ZWebUrl.optional(),
    /** With a product of that name already there, answer it instead of refusing (what an import wants). */
    return_existing: ZFlag.optional().default(false),
    ...ZInsertOrigin,
  })
  .superRefine(checkInsertOrigin);
export type TAddProduct = z.output<typeof ZAddProductSchema>;
export const ZAddProductResponseSchema = z.object({ product_id: z.number(), existing: z.boolean() });
export const ZEditProductSchema = z.object({ product_id: ZId, name: ZName, url: ZWebUrl.nullable().optional() });
export type TEditProduct = z.output<typeof ZEditProductSchema>;
export const ZProductIdBodySchema = z.object({ product_id: ZId });
export const ZProductIdResponseSchema = z.object({ product_id: z.number() });

export const ZAddLicenseSchema = z
  .object({ product_id: ZId, employee_id: ZId, username: ZUsername.optional().default(''), ...ZInsertOrigin })
  .superRefine(checkInsertOrigin);
export type TAddLicense = z.output<typeof ZAddLicenseSchema>;
export const ZEditLicenseSchema = z.object({ license_id: ZId, username: ZUsername });
export const ZLicenseIdBodySchema = z.object({ license_id: ZId });
export const ZLicenseIdResponseSchema = z.object({ license_id: z.number() });
