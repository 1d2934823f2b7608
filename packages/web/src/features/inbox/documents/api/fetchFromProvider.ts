import { useMutation } from '@tanstack/react-query';
import { documentsEndpoints } from '@signoff/contract/api/documents';
import { call } from '../../../../shared/api.ts';
import { useInvalidateDocuments } from './documentsKeys.ts';

/** POST /api/documents/fetchFromProvider — queues a fetch of the payroll provider's new documents (false: no provider). */
export function fetchFromProvider() {
  return call(documentsEndpoints.fetchFromProvider, { body: {} });
}

/** The job runs within seconds of being queued: the lists are read again once it has had the time to. */
const REFRESH_AFTER_MS = 5000;

export function useFetchFromProvider() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: fetchFromProvider,
    onSuccess: ({ queued }) => {
      if (queued) setTimeout(() => void invalidate(), REFRESH_AFTER_MS);
    },
  });
}
