import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../shared/api.ts';
import { meQuery } from '../shared/session.ts';
import { ErrorBox } from '../shared/detail/ErrorBox.tsx';

/** Everything but the login page needs a session; without one the user goes to /login and comes back after. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useQuery(meQuery);
  const location = useLocation();
  if (me.isPending)
    return (
      <Center h="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (me.error instanceof ApiError && me.error.status === 401)
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (me.error) return <ErrorBox error={me.error} />;
  return <>{children}</>;
}
