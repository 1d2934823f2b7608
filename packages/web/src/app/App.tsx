import { lazy, Suspense, useState } from 'react';
import { MantineProvider, createTheme } from '@mantine/core';
import i18n from 'i18next';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiError } from '../shared/api.ts';
import { router } from './router.tsx';

// Toasts only ever follow a user's action, so their renderer need not be in the first load.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** Built once i18n has started (main.tsx), so the dialog close label is a word, not a key. */
const makeTheme = () =>
  createTheme({
    primaryColor: 'indigo',
    defaultRadius: 'md',
    // The system stack: no font file to fetch before the first text can show.
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    components: {
      // The close cross of every dialog gets a name a screen reader can say. A plain object, not Modal.extend, so the
      // first load does not carry the dialog's code.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': i18n.t('common.close') } } },
    },
  });

/**
 * Any call that finds the session gone (expired, signed out in another tab) takes the user to sign in, and back to this
 * page after; what they were typing is kept by useDraft. A wrong password (BAD_CREDENTIALS) is a 401 too, but not this.
 */
function signInAgainOnExpiry(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 401 || error.code !== 'UNAUTHENTICATED') return;
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  // Cleared after leaving the page, so no signed-in page re-renders meanwhile without its data.
  void router.navigate(`/login?next=${encodeURIComponent(pathname + search)}`, { replace: true }).then(() => queryClient.clear());
}

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: signInAgainOnExpiry }),
  mutationCache: new MutationCache({ onError: signInAgainOnExpiry }),
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  const [theme] = useState(makeTheme);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <Suspense>
          <Notifications position="top-right" />
        </Suspense>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
