import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZAssetRequestsExcelRequestSchema } from '@signoff/contract/assets';
import { assetRequestsEndpoints } from '@signoff/contract/api/assets';
import { call } from '../../../../shared/api.ts';
import { saveBase64File } from '../../../../shared/saveFile.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/inbox/assets/list/excel — the list as an .xlsx, answered as file_name and base64 file_content, then saved. */
export async function exportAssetRequests(query: z.input<typeof ZAssetRequestsExcelRequestSchema>) {
  const file = await call(assetRequestsEndpoints.excel, { query });
  saveBase64File(file.file_name, file.file_content, XLSX_MIME);
  return file;
}

export function useExportAssetRequests() {
  return useMutation({ mutationFn: exportAssetRequests });
}
