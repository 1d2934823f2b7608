import type { TWebArea } from '../../../app/area.ts';
import { outplacementsMessages } from './messages.ts';

export const outplacementsArea: TWebArea = {
  key: 'outplacements',
  tab: 'outplacements',
  inboxRoutes: [
    { path: 'outplacements', lazy: async () => ({ Component: (await import('./OutplacementsListPage.tsx')).OutplacementsListPage }) },
    { path: 'outplacements/:id', lazy: async () => ({ Component: (await import('./OutplacementDetailPage.tsx')).OutplacementDetailPage }) },
  ],
  messages: outplacementsMessages,
};
