import {
  Navigate,
  type RouteObject,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { WEB_AREAS } from './areas.ts';
import type { TWebArea } from './area.ts';
import { RouteChrome } from './RouteChrome.tsx';
import type { TRouteHandle } from './routeHandle.ts';
import { PersonSectionsContext } from '../shared/personSections.tsx';
import { frameData } from '../shared/routeData.ts';
import { nextTask } from '../shared/nextTask.ts';

/** What each area adds to a person's page (/people/{id}); handed down by context so features need not import each other. */
const PERSON_SECTIONS = WEB_AREAS.flatMap((area) => area.personSections ?? []);

const titled = (title: string): { handle: TRouteHandle } => ({ handle: { title } });

/** An area's inbox pages are titled by its tab unless a route names itself. */
const inboxRoutesOf = (area: TWebArea): RouteObject[] =>
  (area.inboxRoutes ?? []).map((route) => (route.handle || !area.tab ? route : { ...route, ...titled(`inbox.tab.${area.tab}`) }));

/**
 * Every page is its own chunk (route `lazy`), and so is the signed-in frame (auth gate, shell, inbox tabs): the first
 * load carries only what every page needs, /login does not wait for the inbox's code, and the router fetches the
 * chunks of all the matched routes at once, before it draws, so no half-drawn page shows meanwhile.
 */
export const ROUTES: RouteObject[] = [
  {
    element: <RouteChrome />,
    children: [
      {
        path: '/login',
        ...titled('login.submit'),
        lazy: async () => ({ Component: (await import('../features/auth/LoginPage.tsx')).LoginPage }),
      },
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
            ...titled('inbox.title'),
            // The tab bar's counts decide its tabs (the conflict tabs show only with a count), their widths and, on a
            // wide screen, how many rows it wraps into: drawn before they came, the bar grew under the page and moved
            // it (a layout shift of 0.44 at 1440 px when they came after the list).
            loader: frameData(async () => (await import('../shared/session.ts')).countsQuery),
            lazy: async () => ({ Component: (await import('./InboxLayout.tsx')).InboxLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./InboxLayout.tsx')).InboxIndex }) },
              ...WEB_AREAS.flatMap(inboxRoutesOf),
            ],
          },
          ...WEB_AREAS.flatMap((area) => area.appRoutes ?? []),
          {
            path: '*',
            ...titled('notFound.title'),
            lazy: async () => ({ Component: (await import('./NotFoundPage.tsx')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

type TRouter = ReturnType<typeof createRouter>;
let made: TRouter | undefined;
let router: TRouter | undefined;

/**
 * createBrowserRouter's two steps, which main.tsx runs a task apart at boot: making the router ranks every route and
 * matches the first page; starting it asks for that page's code. Together they were one long task on a slow phone.
 */
const madeRouter = (): TRouter =>
  (made ??= createRouter({ routes: ROUTES, history: createBrowserHistory(), mapRouteProperties, hydrationRouteProperties }));

/** The app's router, started: made and started on first use if boot has not yet. */
export function appRouter(): TRouter {
  router ??= madeRouter().initialize();
  return router;
}

/**
 * Makes the router, starts it a task later and resolves once it has the code of the first page's routes (route
 * `lazy`). The app draws for the first time no earlier, so its first draw is the page: drawn before, it would be empty
 * and wipe the outline the HTML came with (loadingFrame.html) for a blank screen until the code arrived.
 */
export async function routerReady(): Promise<void> {
  madeRouter();
  await nextTask();
  const started = appRouter();
  return new Promise((resolve) => {
    if (started.state.initialized) return resolve();
    const unsubscribe = started.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
