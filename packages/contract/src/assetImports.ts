import { z } from 'zod';
import { INVALID_CHARACTER, ZId, isWellFormed, listResponse, ZPage } from './common.ts';
import { ZExcelFileResponseSchema } from './assets.ts';

// ---- Excel import of assets or licenses: template, preview, import of the valid rows, undo (issue 14)

export const IMPORT_KINDS = ['assets', 'licenses'] as const;
export type TImportKind = (typeof IMPORT_KINDS)[number];

/** The header row a file must start with, per kind (the template holds exactly these). */
export const IMPORT_HEADERS = {
  assets: ['Employee e-mail', 'Asset type', 'Price (EUR)'],
  licenses: ['Employee e-mail', 'Software', 'Username'],
} as const satisfies Record<TImportKind, readonly string[]>;

/** A file of 10 000 rows or more is refused whole: an import is a spreadsheet, not a migration. */
export const MAX_IMPORT_ROWS = 9_999;
/** The .xlsx travels in JSON as base64; this bounds it (about 700 KB of file) under the server's body limit. */
export const MAX_IMPORT_BASE64_LENGTH = 960_000;

/** What can be wrong with one row; a row with any of these is not imported. */
export const IMPORT_ROW_PROBLEMS = ['UNKNOWN_EMPLOYEE', 'UNKNOWN_TYPE', 'BAD_PRICE', 'MISSING_PRODUCT', 'BAD_USERNAME'] as const;
export type TImportRowProblem = (typeof IMPORT_ROW_PROBLEMS)[number];

export const ZImportTemplateRequestSchema = z.object({
  kind: z.enum(IMPORT_KINDS, 'kind must be assets or licenses'),
});
export const ZImportTemplateResponseSchema = ZExcelFileResponseSchema;

export const ZImportFileSchema = z.object({
  kind: z.enum(IMPORT_KINDS, 'kind must be assets or licenses'),
  file_name: z.string().trim().min(1, 'Name the file').max(255).refine(isWellFormed, INVALID_CHARACTER),
  file_content: z
    .string()
    .min(1, 'Choose a file')
    .max(MAX_IMPORT_BASE64_LENGTH, 'This file is too large to import')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'file_content must be base64'),
});
export type TImportFile = z.output<typeof ZImportFileSchema>;

export const ZImportRowSchema = z.object({
  /** The row's number in the sheet (the header is row 1), so HR finds it in their file. */
  row_number: z.number(),
  employee_email: z.string(),
  /** The asset type's or software's name. */
  item_name: z.string(),
  /** Assets: the price (empty takes the type's); licenses: the username. */
  detail: z.string(),
  problems: z.array(z.enum(IMPORT_ROW_PROBLEMS)),
});
export type TImportRow = z.infer<typeof ZImportRowSchema>;

export const ZImportPreviewResponseSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  rows: z.array(ZImportRowSchema),
  valid_count: z.number(),
  invalid_count: z.number(),
});
export type TImportPreview = z.infer<typeof ZImportPreviewResponseSchema>;

export const ZImportResponseSchema = z.object({
  excel_import_id: z.number(),
  imported_count: z.number(),
  skipped_count: z.number(),
});
export type TImportResult = z.infer<typeof ZImportResponseSchema>;

export const ZUndoImportSchema = z.object({ excel_import_id: ZId });
export const ZUndoImportResponseSchema = z.object({ excel_import_id: z.number(), removed_count: z.number() });

export const ZListImportsRequestSchema = z.object({ page: ZPage });
export const ZImportSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  row_count: z.number(),
  created_by_name: z.string(),
  created_at: z.string(),
  undone_at: z.string().nullable(),
});
export type TImportSummary = z.infer<typeof ZImportSummarySchema>;
export const ZListImportsResponseSchema = listResponse(ZImportSummarySchema);
