import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { AuthGate } from './AuthGate.tsx';
import { Shell } from './Shell.tsx';
import { InboxLayout, InboxIndex } from './InboxLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { WEB_AREAS } from './areas.ts';

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    element: (
      <AuthGate>
        <Shell />
      </AuthGate>
    ),
    children: [
      { path: '/', element: <Navigate to="/inbox" replace /> },
      {
        path: '/inbox',
        element: <InboxLayout />,
        children: [{ index: true, element: <InboxIndex /> }, ...WEB_AREAS.flatMap((area) => area.inboxRoutes ?? [])],
      },
      ...WEB_AREAS.flatMap((area) => area.appRoutes ?? []),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
