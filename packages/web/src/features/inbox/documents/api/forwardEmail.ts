import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentsEndpoints } from '@signoff/contract/api/documents';
import type { TSetForwardEmailRequest } from '@signoff/contract/documents';
import { call } from '../../../../shared/api.ts';
import { documentsKeys } from './documentsKeys.ts';

/** GET /api/documents/forwardEmail — where documents of a type are forwarded (null: nowhere). */
export function getForwardEmail(documentType: string) {
  return call(documentsEndpoints.getForwardEmail, { query: { document_type: documentType } });
}

export function useForwardEmail(documentType: string, enabled: boolean) {
  return useQuery({ queryKey: documentsKeys.forwardEmail(documentType), queryFn: () => getForwardEmail(documentType), enabled });
}

/** POST /api/documents/forwardEmail — one validated address per type (400 with the field's reason), admins only. */
export function setForwardEmail(input: TSetForwardEmailRequest) {
  return call(documentsEndpoints.setForwardEmail, { body: input });
}

export function useSetForwardEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setForwardEmail,
    onSuccess: (data) => client.setQueryData(documentsKeys.forwardEmail(data.document_type), data),
  });
}
