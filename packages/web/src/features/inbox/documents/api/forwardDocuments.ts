import { useMutation } from '@tanstack/react-query';
import { documentsEndpoints } from '@signoff/contract/api/documents';
import type { TForwardDocumentsRequest } from '@signoff/contract/documents';
import { call } from '../../../../shared/api.ts';
import { useInvalidateDocuments } from './documentsKeys.ts';

/** POST /api/documents/forwardInboxDocuments — queues each document for its type's address; says which were skipped. */
export function forwardDocuments(input: TForwardDocumentsRequest) {
  return call(documentsEndpoints.forwardInboxDocuments, { body: input });
}

export function useForwardDocuments() {
  const invalidate = useInvalidateDocuments();
  return useMutation({ mutationFn: forwardDocuments, onSettled: invalidate });
}
