import { queryOptions } from '@tanstack/react-query';
import { useListQuery } from '../../../../shared/list/useListQuery.ts';
import { documentsEndpoints } from '@signoff/contract/api/documents';
import { DOCUMENTS_PER_PAGE, type TListDocumentsResponse } from '@signoff/contract/documents';
import { call } from '../../../../shared/api.ts';
import { readRemembered } from '../../../../shared/useRememberedState.ts';
import { documentsKeys } from './documentsKeys.ts';

/** While a document is being forwarded its status changes on the server: the list looks again every 2 s. */
const SENDING_POLL_MS = 2000;

/** GET /api/documents/getFiles — one page (zero-based) of 20, of one type or all ('' is all). */
export function listDocuments(documentType: string, page: number, after?: number) {
  return call(documentsEndpoints.getFiles, {
    query: { limit: DOCUMENTS_PER_PAGE, page, after, ...(documentType ? { document_type: documentType } : {}) },
  });
}

const isSending = (data: TListDocumentsResponse | undefined) => data?.files.items.some((d) => d.forward_status === 'sending') ?? false;

const documentsListQuery = (documentType: string, page: number, after?: number) =>
  queryOptions({
    queryKey: documentsKeys.list(documentType, page, after),
    queryFn: () => listDocuments(documentType, page, after),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (isSending(query.state.data) ? SENDING_POLL_MS : false),
  });

export function useDocuments(documentType: string, page: number, after?: number) {
  return useListQuery(documentsListQuery(documentType, page, after));
}

/**
 * The type filter, remembered in this browser (spec §9: documents filter): its key and initial value, '' being every
 * type (useRememberedState on the page, readRemembered for its route).
 */
export const DOCUMENTS_TYPE_FILTER = ['inbox.documents.type', ''] as const;

/** The page /inbox/documents opens on (the remembered type, page 0), asked by its route before the list draws. */
export function openingDocumentsPage() {
  return documentsListQuery(readRemembered<string>(...DOCUMENTS_TYPE_FILTER), 0);
}
