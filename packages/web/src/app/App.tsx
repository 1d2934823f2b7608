import { useState } from 'react';
import { MantineProvider, Modal, createTheme } from '@mantine/core';
import i18n from 'i18next';
import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiError } from '../shared/api.ts';
import { router } from './router.tsx';

/** Built once i18n has started (main.tsx), so the dialog close label is a word, not a key. */
const makeTheme = () =>
  createTheme({
    primaryColor: 'indigo',
    defaultRadius: 'md',
    fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
    components: {
      // The close cross of every dialog gets a name a screen reader can say.
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': i18n.t('common.close') } } }),
    },
  });

const queryClient = new QueryClient({
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
        <ModalsProvider>
          <Notifications position="top-right" />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
