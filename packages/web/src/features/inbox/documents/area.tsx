import type { TWebArea } from '../../../app/area.ts';
import { documentsMessages } from './messages.ts';
import { allRouteData, idParam, routeData } from '../../../shared/routeData.ts';

// Both pages offer forwarding, whose options depend on the company's document types.
const documentTypes = routeData(async () => (await import('./api/getDocumentTypes.ts')).documentTypesQuery);

export const documentsArea: TWebArea = {
  key: 'documents',
  tab: 'documents',
  inboxRoutes: [
    {
      path: 'documents',
      loader: allRouteData(
        routeData(async () => (await import('./api/listDocuments.ts')).openingDocumentsPage()),
        documentTypes,
      ),
      lazy: async () => ({ Component: (await import('./DocumentsListPage.tsx')).DocumentsListPage }),
    },
    {
      path: 'documents/:id',
      loader: allRouteData(
        routeData(async ({ params }) => {
          const id = idParam(params.id);
          return id === null ? null : (await import('./api/getDocument.ts')).documentQuery(id);
        }),
        documentTypes,
      ),
      lazy: async () => ({ Component: (await import('./DocumentDetailPage.tsx')).DocumentDetailPage }),
    },
  ],
  messages: documentsMessages,
};
