import { useMutation } from '@tanstack/react-query';
import { documentsEndpoints } from '@signoff/contract/api/documents';
import { call } from '../../../../shared/api.ts';
import { useInvalidateDocuments } from './documentsKeys.ts';

/** POST /api/documents/markFilesAsRead — every document this user has not opened becomes seen (403 for read-only). */
export function markDocumentsSeen() {
  return call(documentsEndpoints.markFilesAsRead, { body: {} });
}

export function useMarkDocumentsSeen() {
  const invalidate = useInvalidateDocuments();
  return useMutation({ mutationFn: markDocumentsSeen, onSettled: invalidate });
}
