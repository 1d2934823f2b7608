import { defineEndpoints } from '../endpoint.ts';
import {
  ZAddAssetRequestResponseSchema,
  ZAddAssetRequestSchema,
  ZAssetRequestDetailRequestSchema,
  ZAssetRequestDetailResponseSchema,
  ZAssetRequestsExcelRequestSchema,
  ZDecideAssetRequestResponseSchema,
  ZDecideAssetRequestSchema,
  ZExcelFileResponseSchema,
  ZListAssetRequestsRequestSchema,
  ZListAssetRequestsResponseSchema,
} from '../assets.ts';

/** Asset requests, the inbox tab (spec 02 §7.4 "Asset requests": paths not shown, these are ours). */
export const assetRequestsEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/inbox/assets/list',
    summary: 'Asset requests this user decides: status all, pending or closed, keyword, sort by a whitelisted column',
    access: 'user',
    query: ZListAssetRequestsRequestSchema,
    response: ZListAssetRequestsResponseSchema,
  },
  excel: {
    method: 'GET',
    path: '/api/inbox/assets/list/excel',
    summary: 'The all or closed list as an .xlsx (file_name, base64 file_content); needs the assets export permission',
    access: 'user',
    query: ZAssetRequestsExcelRequestSchema,
    response: ZExcelFileResponseSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/inbox/assets/detail',
    summary: 'One asset request: requester, motivation, the requested assets (custom ones with asset_type_id -1)',
    access: 'user',
    query: ZAssetRequestDetailRequestSchema,
    response: ZAssetRequestDetailResponseSchema,
  },
  accept: {
    method: 'POST',
    path: '/api/inbox/assets/accept',
    summary: 'Accept: creates the assets (and new types for custom ones) for the requester in one transaction; 409 when handled',
    access: 'user',
    body: ZDecideAssetRequestSchema,
    response: ZDecideAssetRequestResponseSchema,
  },
  decline: {
    method: 'POST',
    path: '/api/inbox/assets/decline',
    summary: 'Decline an asset request with an optional message to the employee; 409 when already handled',
    access: 'user',
    body: ZDecideAssetRequestSchema,
    response: ZDecideAssetRequestResponseSchema,
  },
  add: {
    method: 'POST',
    path: '/api/assets/requests/add',
    summary: 'An employee asks for assets: types of the catalogue, or custom ones (asset_type_id -1 with name and price)',
    access: 'user',
    body: ZAddAssetRequestSchema,
    response: ZAddAssetRequestResponseSchema,
  },
});
