import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

let onCallError: (error: unknown) => void = () => {};

/** What the app does when a call fails for want of a session (it takes the user to sign in: App.tsx). */
export function onFailedCall(handler: (error: unknown) => void) {
  onCallError = handler;
}

/** The app's one query cache. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => onCallError(error) }),
  mutationCache: new MutationCache({ onError: (error) => onCallError(error) }),
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      // An answer just fetched is not asked again when its page mounts: a route asks for its page's data before the
      // page draws (shared/routeData.ts), and on a slow or busy device the page may mount seconds after the answer
      // came. A change the user makes invalidates what it touches at once, whatever this says.
      staleTime: 10_000,
    },
  },
});
