import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiError } from '../shared/api.ts';
import { onFailedCall, queryClient } from '../shared/queryClient.ts';
import { appRouter } from './router.tsx';
import { drawAsServer } from '../shared/serverDrawn.ts';
import { APP_DRAWN_ATTRIBUTE, OUTLINE_ID } from '@signoff/contract/firstLoad';
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

/**
 * The toasts' renderer, from after the first draw, which the server's markup never holds. Its own component: a state
 * change in `AppProviders` would render Mantine's provider again, and with it every Mantine component of the page
 * (its context's value is new on each render), synchronously after hydrating (decision 0021, stop 57).
 */
function ToastsAfterFirstDraw() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return drawn ? (
    <Suspense>
      <Notifications position="top-right" />
    </Suspense>
  ) : null;
}

/**
 * The theme, the query cache and the toasts, around the browser's app and the server's render of a page alike: one
 * tree on both sides, so the browser hydrates the markup the server drew (its ids and text the same) instead of
 * drawing the page again.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [theme] = useState(makeTheme);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ToastsAfterFirstDraw />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function App() {
  // Only the first draw draws as the server does: lists opened from here on draw their rows after their frame, drafts
  // come with the page. The root element then says the app has taken over: before, a page the server drew looks the
  // same but has no handlers yet. The outline the server sent before the page (hidden since) has no use left.
  useEffect(() => {
    drawAsServer(null);
    document.documentElement.setAttribute(APP_DRAWN_ATTRIBUTE, '');
    document.getElementById(OUTLINE_ID)?.remove();
  }, []);
  return (
    <AppProviders>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
