import { createBrowserRouter, Navigate } from 'react-router';
import { WEB_AREAS } from './areas.ts';
import { PersonSectionsContext } from '../shared/personSections.tsx';

const PERSON_SECTIONS = WEB_AREAS.flatMap((area) => area.personSections ?? []);

/**
 * Every page is its own chunk (route `lazy`), and so is the signed-in frame (auth gate, shell, inbox tabs): the first
 * load carries only what every page needs, /login does not wait for the inbox's code, and the router fetches the
 * chunks of all the matched routes at once, before it draws, so no half-drawn page shows meanwhile.
 */
export const router = createBrowserRouter([
  { path: '/login', lazy: async () => ({ Component: (await import('../features/auth/LoginPage.tsx')).LoginPage }) },
  {
    lazy: async () => {
      const [{ AuthGate }, { Shell }] = await Promise.all([import('./AuthGate.tsx'), import('./Shell.tsx')]);
      return {
        element: (
          <AuthGate>
            <PersonSectionsContext value={PERSON_SECTIONS}>
              <Shell />
            </PersonSectionsContext>
          </AuthGate>
        ),
      };
    },
    children: [
      { path: '/', element: <Navigate to="/inbox" replace /> },
      {
        path: '/inbox',
        lazy: async () => ({ Component: (await import('./InboxLayout.tsx')).InboxLayout }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./InboxLayout.tsx')).InboxIndex }) },
          ...WEB_AREAS.flatMap((area) => area.inboxRoutes ?? []),
        ],
      },
      ...WEB_AREAS.flatMap((area) => area.appRoutes ?? []),
      { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage.tsx')).NotFoundPage }) },
    ],
  },
]);
