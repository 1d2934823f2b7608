import type { TWebArea } from '../../../app/area.ts';
import { documentsMessages } from './messages.ts';

export const documentsArea: TWebArea = {
  key: 'documents',
  tab: 'documents',
  inboxRoutes: [
    { path: 'documents', lazy: async () => ({ Component: (await import('./DocumentsListPage.tsx')).DocumentsListPage }) },
    {
      path: 'documents/:id',
      lazy: async () => ({ Component: (await import('./DocumentDetailPage.tsx')).DocumentDetailPage }),
    },
  ],
  messages: documentsMessages,
};
