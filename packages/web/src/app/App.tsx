import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiError } from '../shared/api.ts';
import { onFailedCall, queryClient } from '../shared/queryClient.ts';
import { appRouter } from './router.tsx';
import { drawRowsAtOnce } from '../shared/list/useRowsLater.ts';
import { APP_DRAWN_ATTRIBUTE } from '@signoff/contract/firstLoad';
import { cssVariablesResolver, makeTheme } from './theme.ts';

// Toasts only ever follow a user's action, so their renderer need not be in the first load.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/**
 * Any call that finds the session gone (expired, signed out in another tab) takes the user to sign in, and back to this
 * page after; what they were typing is kept by useDraft. A wrong password (BAD_CREDENTIALS) is a 401 too, but not this.
 */
function signInAgainOnExpiry(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 401 || error.code !== 'UNAUTHENTICATED') return;
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  // Cleared after leaving the page, so no signed-in page re-renders meanwhile without its data.
  void appRouter()
    .navigate(`/login?next=${encodeURIComponent(pathname + search)}`, { replace: true })
    .then(() => queryClient.clear());
}

onFailedCall(signInAgainOnExpiry);

/**
 * Every signed-in page starts by asking who is signed in, and an inbox page for its badges: both are asked while the
 * page's code downloads instead of after it has run (the session module is not in the first chunk, hence the import).
 * Resolves when the session's answer is in (or failed): the first draw waits for it, so the signed-in frame and the
 * page are drawn in that first, sliced draw rather than all at once when the answer lands behind a spinner.
 */
export function prefetchSession(pathname: string): Promise<void> {
  if (pathname === '/login') return Promise.resolve();
  return (
    import('../shared/session.ts')
      .then(({ meQuery, countsQuery }) => {
        if (pathname.startsWith('/inbox')) void queryClient.prefetchQuery(countsQuery);
        return queryClient.prefetchQuery(meQuery);
      })
      // A module that could not be fetched does not hold the app back: the auth gate asks again and shows the failure.
      .catch(() => undefined)
  );
}

/** The theme and the query cache, around the browser's app and the server's render of a page alike. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [theme] = useState(makeTheme);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

export function App() {
  // Only the first draw draws what the server drew: lists opened from here on draw their rows after their frame. The
  // root element then says the app has taken over: before, a page the server drew looks the same but does nothing.
  useEffect(() => {
    drawRowsAtOnce(false);
    document.documentElement.setAttribute(APP_DRAWN_ATTRIBUTE, '');
  }, []);
  return (
    <AppProviders>
      <Suspense>
        <Notifications position="top-right" />
      </Suspense>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
