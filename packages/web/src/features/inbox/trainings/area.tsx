import type { TWebArea } from '../../../app/area.ts';
import { trainingsMessages } from './messages.ts';

export const trainingsArea: TWebArea = {
  key: 'trainings',
  tab: 'trainings',
  inboxRoutes: [
    { path: 'trainings', lazy: async () => ({ Component: (await import('./TrainingsListPage.tsx')).TrainingsListPage }) },
    {
      path: 'trainings/:request_id',
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
