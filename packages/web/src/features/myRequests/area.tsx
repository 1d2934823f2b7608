import type { TWebArea } from '../../app/area.ts';
import { myRequestsMessages } from './messages.ts';

/** "My requests": what the signed-in employee asked for, and new requests (decision 0018). */
export const myRequestsArea: TWebArea = {
  key: 'myRequests',
  appRoutes: [
    {
      path: '/me/requests',
      handle: { title: 'myRequests.title' },
      lazy: async () => ({ Component: (await import('./MyRequestsPage.tsx')).MyRequestsPage }),
    },
  ],
  messages: myRequestsMessages,
};
