import type { TWebArea } from '../../../app/area.ts';
import { daysOffMessages } from './messages.ts';

export const daysOffArea: TWebArea = {
  key: 'daysOff',
  tab: 'daysOff',
  inboxRoutes: [
    { path: 'daysOff', lazy: async () => ({ Component: (await import('./DaysOffListPage.tsx')).DaysOffListPage }) },
    { path: 'daysOff/:request_id', lazy: async () => ({ Component: (await import('./DaysOffDetailPage.tsx')).DaysOffDetailPage }) },
  ],
  messages: daysOffMessages,
};
