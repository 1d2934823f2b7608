import { lazy } from 'react';
import type { TWebArea } from '../../../app/area.ts';
import { carConflictsMessages } from './messages.ts';

export const carConflictsArea: TWebArea = {
  key: 'carConflicts',
  tab: 'carConflicts',
  inboxRoutes: [
    { path: 'carConflicts', lazy: async () => ({ Component: (await import('./CarConflictsListPage.tsx')).CarConflictsListPage }) },
    { path: 'carConflicts/:id', lazy: async () => ({ Component: (await import('./CarConflictDetailPage.tsx')).CarConflictDetailPage }) },
  ],
  personSections: [
    { key: 'cars', Component: lazy(async () => ({ default: (await import('./PersonCarsSection.tsx')).PersonCarsSection })) },
  ],
  messages: carConflictsMessages,
};
