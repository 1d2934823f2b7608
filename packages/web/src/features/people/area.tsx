import type { TWebArea } from '../../app/area.ts';
import { personMessages } from './messages.ts';
import { PersonPage } from './PersonPage.tsx';

export const peopleArea: TWebArea = {
  key: 'people',
  appRoutes: [
    { path: '/people/:id', element: <PersonPage /> },
    { path: '/people/:id/daysOff', element: <PersonPage /> },
  ],
  messages: personMessages,
};
