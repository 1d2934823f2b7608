import type { TWebArea } from '../../../app/area.ts';
import { outplacementsMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

export const outplacementsArea: TWebArea = {
  key: 'outplacements',
  tab: 'outplacements',
  inboxRoutes: [
    {
      path: 'outplacements',
      loader: routeData(async () => (await import('./api/listOutplacements.ts')).openingOutplacementsPage()),
      lazy: async () => ({ Component: (await import('./OutplacementsListPage.tsx')).OutplacementsListPage }),
    },
    {
      path: 'outplacements/:id',
      loader: routeData(async ({ params }) => {
        const id = idParam(params.id);
        return id === null ? null : (await import('./api/getOutplacement.ts')).outplacementQuery(id);
      }),
      lazy: async () => ({ Component: (await import('./OutplacementDetailPage.tsx')).OutplacementDetailPage }),
    },
  ],
  messages: outplacementsMessages,
};
