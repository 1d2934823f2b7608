import type { TWebArea } from '../../../app/area.ts';
import { carConflictsMessages } from './messages.ts';
import { PersonCarsSection } from './PersonCarsSection.tsx';

export const carConflictsArea: TWebArea = {
  key: 'carConflicts',
  tab: 'carConflicts',
  inboxRoutes: [
    { path: 'carConflicts', lazy: async () => ({ Component: (await import('./CarConflictsListPage.tsx')).CarConflictsListPage }) },
    { path: 'carConflicts/:id', lazy: async () => ({ Component: (await import('./CarConflictDetailPage.tsx')).CarConflictDetailPage }) },
  ],
  personSections: [{ key: 'cars', Component: PersonCarsSection }],
  messages: carConflictsMessages,
};
