import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TImportKind } from '@signoff/contract/assetImports';
import { assetImportsEndpoints } from '@signoff/contract/api/assetImports';
import { call } from '../../../../shared/api.ts';
import { saveBase64File } from '../../../../shared/saveFile.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const importsKey = ['assets', 'imports'] as const;

/** A chosen file's bytes as base64, in chunks (a spread of a whole file into btoa overflows the stack). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** GET /api/assets/import/template — the empty .xlsx of a kind, saved through the browser. */
export function useDownloadTemplate() {
  return useMutation({
    mutationFn: async (kind: TImportKind) => {
      const file = await call(assetImportsEndpoints.template, { query: { kind } });
      saveBase64File(file.file_name, file.file_content, XLSX_MIME);
    },
  });
}

type TFileBody = { kind: TImportKind; file: File };
const body = async ({ kind, file }: TFileBody) => ({ kind, file_name: file.name, file_content: await fileToBase64(file) });

/** POST /api/assets/import/preview — each row with its problems; nothing is written. */
export function usePreviewImport() {
  return useMutation({ mutationFn: async (input: TFileBody) => call(assetImportsEndpoints.preview, { body: await body(input) }) });
}

/** Imports and undos change the assets and licenses every person's page shows, and the list of imports. */
function useInvalidateImports() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: importsKey }), client.invalidateQueries({ queryKey: ['people'] })]);
}

/** POST /api/assets/import — imports the valid rows. */
export function useRunImport() {
  const invalidate = useInvalidateImports();
  return useMutation({
    mutationFn: async (input: TFileBody) => call(assetImportsEndpoints.run, { body: await body(input) }),
    onSettled: invalidate,
  });
}

/** POST /api/assets/import/undo — 409 when someone undid it first. */
export function useUndoImport() {
  const invalidate = useInvalidateImports();
  return useMutation({
    mutationFn: (excelImportId: number) => call(assetImportsEndpoints.undo, { body: { excel_import_id: excelImportId } }),
    onSettled: invalidate,
  });
}

/** GET /api/assets/import/list — the latest imports, newest first. */
export function useImports() {
  return useQuery({ queryKey: [...importsKey, 0], queryFn: () => call(assetImportsEndpoints.list, { query: { page: 0 } }) });
}
