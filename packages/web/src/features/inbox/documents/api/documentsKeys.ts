import { useQueryClient } from '@tanstack/react-query';
import { countsQuery } from '../../../../shared/session.ts';

export const documentsKeys = {
  all: ['documents'] as const,
  lists: ['documents', 'list'] as const,
  list: (documentType: string, page: number, after?: number) => ['documents', 'list', documentType, page, after] as const,
  types: ['documents', 'types'] as const,
  detail: (documentId: number) => ['documents', 'detail', documentId] as const,
  link: (documentId: number, preview: boolean) => ['documents', 'link', documentId, preview] as const,
  forwardEmail: (documentType: string) => ['documents', 'forwardEmail', documentType] as const,
};

/** After a change the lists, the types, the details and the tab's badge are stale together. */
export function useInvalidateDocuments() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: documentsKeys.lists }),
      client.invalidateQueries({ queryKey: documentsKeys.types }),
      client.invalidateQueries({ queryKey: ['documents', 'detail'] }),
      client.invalidateQueries({ queryKey: countsQuery.queryKey }),
    ]);
}
