import type { TWebArea } from '../../../app/area.ts';
import { commuteMessages } from './messages.ts';

export const commuteArea: TWebArea = {
  key: 'commute',
  tab: 'commute',
  inboxRoutes: [
    { path: 'commute', lazy: async () => ({ Component: (await import('./CommuteListPage.tsx')).CommuteListPage }) },
    {
      path: 'commute/:request_ids/:employee_id',
      lazy: async () => ({ Component: (await import('./CommuteDetailPage.tsx')).CommuteDetailPage }),
    },
  ],
  messages: commuteMessages,
};
