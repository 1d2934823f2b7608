import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentsEndpoints } from '@signoff/contract/api/documents';
import { call } from '../../../../shared/api.ts';
import { documentsKeys } from './documentsKeys.ts';

/** GET /api/documents/getFileTypes — the company's types with how many documents each has. */
export function getDocumentTypes() {
  return call(documentsEndpoints.getFileTypes);
}

export const documentTypesQuery = queryOptions({ queryKey: documentsKeys.types, queryFn: getDocumentTypes });

export function useDocumentTypes() {
  return useQuery(documentTypesQuery);
}
