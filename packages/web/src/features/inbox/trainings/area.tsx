import type { TWebArea } from '../../../app/area.ts';
import { trainingsMessages } from './messages.ts';
import { idParam, routeData } from '../../../shared/routeData.ts';

export const trainingsArea: TWebArea = {
  key: 'trainings',
  tab: 'trainings',
  inboxRoutes: [
    {
      path: 'trainings',
      loader: routeData(async () => (await import('./api/listTrainingRequests.ts')).openingTrainingsPage()),
      lazy: async () => ({ Component: (await import('./TrainingsListPage.tsx')).TrainingsListPage }),
    },
    {
      path: 'trainings/:request_id',
      loader: routeData(async ({ params }) => {
        const id = idParam(params.request_id);
        return id === null ? null : (await import('./api/getTrainingRequest.ts')).trainingRequestQuery(id);
      }),
      lazy: async () => ({ Component: (await import('./TrainingRequestDetailPage.tsx')).TrainingRequestDetailPage }),
    },
  ],
  appRoutes: [
    {
      path: '/trainings/:id',
      handle: { title: 'inbox.tab.trainings' },
      lazy: async () => ({ Component: (await import('./TrainingPage.tsx')).TrainingPage }),
    },
  ],
  messages: trainingsMessages,
};
