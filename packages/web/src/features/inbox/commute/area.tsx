import type { TWebArea } from '../../../app/area.ts';
import { commuteMessages } from './messages.ts';
import { routeData } from '../../../shared/routeData.ts';

export const commuteArea: TWebArea = {
  key: 'commute',
  tab: 'commute',
  inboxRoutes: [
    {
      path: 'commute',
      loader: routeData(async () => (await import('./api/listCommute.ts')).openingCommutePage()),
      lazy: async () => ({ Component: (await import('./CommuteListPage.tsx')).CommuteListPage }),
    },
    {
      path: 'commute/:request_ids/:employee_id',
      // The ids are a list ("12,13,14"), not one id: the route checks and keys them as the page does.
      loader: routeData(async ({ params }) => {
        const { commuteDetailParams, commuteDetailQuery } = await import('./api/getCommuteDetail.ts');
        const { requestIds, employeeId, isValid } = commuteDetailParams(params);
        return isValid ? commuteDetailQuery(requestIds, employeeId) : null;
      }),
      lazy: async () => ({ Component: (await import('./CommuteDetailPage.tsx')).CommuteDetailPage }),
    },
  ],
  messages: commuteMessages,
};
