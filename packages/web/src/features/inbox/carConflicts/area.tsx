import { lazy } from 'react';
import type { TWebArea } from '../../../app/area.ts';
import { carConflictsMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

export const carConflictsArea: TWebArea = {
  key: 'carConflicts',
  tab: 'carConflicts',
  inboxRoutes: [
    {
      path: 'carConflicts',
      loader: routeData(async () => (await import('./api/listCarConflicts.ts')).openingCarConflictsPage()),
      lazy: async () => ({ Component: (await import('./CarConflictsListPage.tsx')).CarConflictsListPage }),
    },
    {
      path: 'carConflicts/:id',
      loader: routeData(async ({ params }) => {
        const id = idParam(params.id);
        return id === null ? null : (await import('./api/getCarConflict.ts')).carConflictQuery(id);
      }),
      lazy: async () => ({ Component: (await import('./CarConflictDetailPage.tsx')).CarConflictDetailPage }),
    },
  ],
  personSections: [
    { key: 'cars', Component: lazy(async () => ({ default: (await import('./PersonCarsSection.tsx')).PersonCarsSection })) },
  ],
  messages: carConflictsMessages,
};
