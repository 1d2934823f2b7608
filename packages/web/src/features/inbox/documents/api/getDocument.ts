import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentsEndpoints } from '@signoff/contract/api/documents';
import { call } from '../../../../shared/api.ts';
import { documentsKeys } from './documentsKeys.ts';

/** GET /api/documents/getFile — 404 with a reason phrase for a document this user may not see. */
export function getDocument(documentId: number) {
  return call(documentsEndpoints.getFile, { query: { document_id: documentId } });
}

export const documentQuery = (documentId: number) =>
  queryOptions({ queryKey: documentsKeys.detail(documentId), queryFn: () => getDocument(documentId) });

export function useDocument(documentId: number) {
  return useQuery({
    ...documentQuery(documentId),
    enabled: Number.isInteger(documentId) && documentId > 0,
    refetchInterval: (query) => (query.state.data?.file.forward_status === 'sending' ? 2000 : false),
  });
}
