import type { TWebArea } from '../../app/area.ts';
import { personMessages } from './messages.ts';

export const peopleArea: TWebArea = {
  key: 'people',
  appRoutes: [
    { path: '/people/:id', lazy: async () => ({ Component: (await import('./PersonPage.tsx')).PersonPage }) },
    { path: '/people/:id/daysOff', lazy: async () => ({ Component: (await import('./PersonPage.tsx')).PersonPage }) },
  ],
  messages: personMessages,
};
