import type { TWebArea } from '../../app/area.ts';
import { personMessages } from './messages.ts';

export const peopleArea: TWebArea = {
  key: 'people',
  appRoutes: [
    {
      path: '/people/:id',
      handle: { title: 'people.title' },
      lazy: async () => ({ Component: (await import('./PersonPage.tsx')).PersonPage }),
    },
    {
      path: '/people/:id/daysOff',
      handle: { title: 'people.title' },
      lazy: async () => ({ Component: (await import('./PersonPage.tsx')).PersonPage }),
    },
  ],
  messages: personMessages,
};
