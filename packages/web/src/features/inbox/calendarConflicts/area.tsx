import type { TWebArea } from '../../../app/area.ts';
import { calendarConflictsMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

export const calendarConflictsArea: TWebArea = {
  key: 'calendarConflicts',
  tab: 'calendarConflicts',
  inboxRoutes: [
    {
      path: 'calendarConflicts',
      loader: routeData(async () => (await import('./api/listCalendarConflicts.ts')).openingCalendarConflictsPage()),
      lazy: async () => ({ Component: (await import('./CalendarConflictsListPage.tsx')).CalendarConflictsListPage }),
    },
    {
      path: 'calendarConflicts/:id',
      loader: routeData(async ({ params }) => {
        const id = idParam(params.id);
        return id === null ? null : (await import('./api/getCalendarConflict.ts')).calendarConflictQuery(id);
      }),
      lazy: async () => ({ Component: (await import('./CalendarConflictDetailPage.tsx')).CalendarConflictDetailPage }),
    },
  ],
  messages: calendarConflictsMessages,
};
