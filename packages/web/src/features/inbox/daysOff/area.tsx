import type { TWebArea } from '../../../app/area.ts';
import { daysOffMessages } from './messages.ts';
import { allRouteData, idParam, routeData } from '../../../shared/routeData.ts';
import { segmentSelectData } from '../../../widgets/segmentSelectData.ts';

export const daysOffArea: TWebArea = {
  key: 'daysOff',
  tab: 'daysOff',
  inboxRoutes: [
    {
      path: 'daysOff',
      loader: allRouteData(
        routeData(async () => (await import('./api/listDaysOffRequests.ts')).openingDaysOffPage()),
        ...segmentSelectData('days_off'),
      ),
      lazy: async () => ({ Component: (await import('./DaysOffListPage.tsx')).DaysOffListPage }),
    },
    {
      path: 'daysOff/:request_id',
      loader: routeData(async ({ params }) => {
        const id = idParam(params.request_id);
        return id === null ? null : (await import('./api/getDaysOffRequest.ts')).daysOffDetailQuery(id);
      }),
      lazy: async () => ({ Component: (await import('./DaysOffDetailPage.tsx')).DaysOffDetailPage }),
    },
  ],
  messages: daysOffMessages,
};
