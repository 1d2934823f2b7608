import type { TWebArea } from '../../../app/area.ts';
import { daysOffMessages } from './messages.ts';
import { DaysOffListPage } from './DaysOffListPage.tsx';
import { DaysOffDetailPage } from './DaysOffDetailPage.tsx';

export const daysOffArea: TWebArea = {
  key: 'daysOff',
  tab: 'daysOff',
  inboxRoutes: [
    { path: 'daysOff', element: <DaysOffListPage /> },
    { path: 'daysOff/:request_id', element: <DaysOffDetailPage /> },
  ],
  messages: daysOffMessages,
};
