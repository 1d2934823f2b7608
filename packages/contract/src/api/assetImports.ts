import { defineEndpoints } from '../endpoint.ts';
import {
  ZImportFileSchema,
  ZImportPreviewResponseSchema,
  ZImportResponseSchema,
  ZImportTemplateRequestSchema,
  ZImportTemplateResponseSchema,
  ZListImportsRequestSchema,
  ZListImportsResponseSchema,
  ZUndoImportResponseSchema,
  ZUndoImportSchema,
} from '../assetImports.ts';
import { ZAddAssetPolicySchema, ZAddCarPolicySchema, ZEmployeePoliciesResponseSchema, ZPolicyIdResponseSchema } from '../assetPolicies.ts';
import { ZEmployeeIdParamsSchema } from '../assets.ts';

/** Excel import of assets or licenses (issue 14; paths are ours): HR with the assets or software permission. */
export const assetImportsEndpoints = defineEndpoints({
  template: {
    method: 'GET',
    path: '/api/assets/import/template',
    summary: 'An empty .xlsx with the header row an import of this kind needs (file_name, base64 file_content)',
    access: 'user',
    query: ZImportTemplateRequestSchema,
    response: ZImportTemplateResponseSchema,
  },
  preview: {
    method: 'POST',
    path: '/api/assets/import/preview',
    summary: 'Read an .xlsx (base64) and answer each row with its problems; nothing is written',
    access: 'user',
    body: ZImportFileSchema,
    response: ZImportPreviewResponseSchema,
  },
  run: {
    method: 'POST',
    path: '/api/assets/import',
    summary: 'Import the valid rows of an .xlsx in one transaction; each created row carries the excel_import_id',
    access: 'user',
    body: ZImportFileSchema,
    response: ZImportResponseSchema,
  },
  undo: {
    method: 'POST',
    path: '/api/assets/import/undo',
    summary: 'Remove every row an import created, as a whole; 409 when already undone',
    access: 'user',
    body: ZUndoImportSchema,
    response: ZUndoImportResponseSchema,
  },
  list: {
    method: 'GET',
    path: '/api/assets/import/list',
    summary: "The company's imports, newest first",
    access: 'user',
    query: ZListImportsRequestSchema,
    response: ZListImportsResponseSchema,
  },
});

/** Policy documents made from a contract template (spec 02 §7.4 at its paths; the person's list is ours). */
export const assetPoliciesEndpoints = defineEndpoints({
  addAssetPolicy: {
    method: 'POST',
    path: '/api/assets/addAssetPolicy',
    summary: "Make a policy document for an employee's selected assets from a contract template",
    access: 'user',
    body: ZAddAssetPolicySchema,
    response: ZPolicyIdResponseSchema,
  },
  addCarPolicy: {
    method: 'POST',
    path: '/api/cars/addCarPolicy',
    summary: "Make a policy document for a company car's driver from a contract template",
    access: 'user',
    body: ZAddCarPolicySchema,
    response: ZPolicyIdResponseSchema,
  },
  employeePolicies: {
    method: 'GET',
    path: '/api/assets/employee/:id/policies',
    summary: "A person's asset and car policies, newest first",
    access: 'user',
    params: ZEmployeeIdParamsSchema,
    response: ZEmployeePoliciesResponseSchema,
  },
});
