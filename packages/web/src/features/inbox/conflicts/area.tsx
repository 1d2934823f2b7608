import type { TWebArea } from '../../../app/area.ts';
import { conflictsMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

// Both detail routes draw one page, which reads :id and asks the same conflict on either.
const detail = async () => ({ Component: (await import('./ConflictDetailPage.tsx')).ConflictDetailPage });
const detailData = routeData(async ({ params }) => {
  const id = idParam(params.id);
  return id === null ? null : (await import('./api/getConflict.ts')).conflictQuery(id);
});

export const conflictsArea: TWebArea = {
  key: 'conflicts',
  tab: 'conflicts',
  inboxRoutes: [
    {
      path: 'conflicts',
      loader: routeData(async () => (await import('./api/listConflicts.ts')).openingConflictsPage()),
      lazy: async () => ({ Component: (await import('./ConflictsListPage.tsx')).ConflictsListPage }),
    },
    // Spec 02 §2.1: rows of an integration with the push-profile feature open /conflicts/{id}, others /conflicts/single/{id}.
    { path: 'conflicts/:id', loader: detailData, lazy: detail },
    { path: 'conflicts/single/:id', loader: detailData, lazy: detail },
  ],
  messages: conflictsMessages,
};
