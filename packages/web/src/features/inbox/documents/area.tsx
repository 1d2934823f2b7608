import type { TWebArea } from '../../../app/area.ts';
import { documentsMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

export const documentsArea: TWebArea = {
  key: 'documents',
  tab: 'documents',
  inboxRoutes: [
    {
      path: 'documents',
      loader: routeData(async () => (await import('./api/listDocuments.ts')).openingDocumentsPage()),
      lazy: async () => ({ Component: (await import('./DocumentsListPage.tsx')).DocumentsListPage }),
    },
    {
      path: 'documents/:id',
      loader: routeData(async ({ params }) => {
        const id = idParam(params.id);
        return id === null ? null : (await import('./api/getDocument.ts')).documentQuery(id);
      }),
      lazy: async () => ({ Component: (await import('./DocumentDetailPage.tsx')).DocumentDetailPage }),
    },
  ],
  messages: documentsMessages,
};
