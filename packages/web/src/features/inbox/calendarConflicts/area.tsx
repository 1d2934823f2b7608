import type { TWebArea } from '../../../app/area.ts';
import { calendarConflictsMessages } from './messages.ts';

export const calendarConflictsArea: TWebArea = {
  key: 'calendarConflicts',
  tab: 'calendarConflicts',
  inboxRoutes: [
    {
      path: 'calendarConflicts',
      lazy: async () => ({ Component: (await import('./CalendarConflictsListPage.tsx')).CalendarConflictsListPage }),
    },
    {
      path: 'calendarConflicts/:id',
      lazy: async () => ({ Component: (await import('./CalendarConflictDetailPage.tsx')).CalendarConflictDetailPage }),
    },
  ],
  messages: calendarConflictsMessages,
};
