import type { TWebArea } from '../../../app/area.ts';
import { trainingsMessages } from './messages.ts';
import { TrainingsListPage } from './TrainingsListPage.tsx';
import { TrainingRequestDetailPage } from './TrainingRequestDetailPage.tsx';
import { TrainingPage } from './TrainingPage.tsx';

export const trainingsArea: TWebArea = {
  key: 'trainings',
  tab: 'trainings',
  inboxRoutes: [
    { path: 'trainings', element: <TrainingsListPage /> },
    { path: 'trainings/:request_id', element: <TrainingRequestDetailPage /> },
  ],
  appRoutes: [{ path: '/trainings/:id', element: <TrainingPage /> }],
  messages: trainingsMessages,
};
