import { useQuery } from '@tanstack/react-query';
import { documentsEndpoints } from '@signoff/contract/api/documents';
import { DOWNLOAD_LINK_SECONDS } from '@signoff/contract/documents';
import { call } from '../../../../shared/api.ts';
import { documentsKeys } from './documentsKeys.ts';

/** GET /api/documents/downloadFile — a link for this user only, valid for minutes; preview serves it inline. */
export function downloadDocument(documentId: number, preview: boolean) {
  return call(documentsEndpoints.downloadFile, { query: { document_id: documentId, preview } });
}

/** The preview's link, asked for when the page shows it and again before it would expire. */
export function usePreviewLink(documentId: number, enabled: boolean) {
  return useQuery({
    queryKey: documentsKeys.link(documentId, true),
    queryFn: () => downloadDocument(documentId, true),
    enabled,
    staleTime: (DOWNLOAD_LINK_SECONDS - 30) * 1000,
    gcTime: 0,
  });
}
