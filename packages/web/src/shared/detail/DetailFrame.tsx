import type { ReactNode } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api.ts';
import { ErrorBox } from './ErrorBox.tsx';
import { DetailSkeleton } from '../Skeletons.tsx';

/**
 * The frame of every inbox detail page: the back link, then the loader, the red error box of spec §8 (also for a
 * route parameter that cannot be an id), or the page itself.
 */
export function DetailFrame<T>({
  backTo,
  backLabel,
  isValidParam,
  query,
  children,
  maxWidth = 1200,
}: {
  maxWidth?: number;
  backTo: string;
  backLabel: string;
  isValidParam: boolean;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack maw={maxWidth} gap="md">
      <Anchor component={Link} to={backTo} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {backLabel}
        </Group>
      </Anchor>
      {!isValidParam ? (
        <ErrorBox error={new ApiError(404, t('error.notFound'), 'NOT_FOUND', undefined)} />
      ) : query.isPending ? (
        <DetailSkeleton />
      ) : query.error ? (
        <ErrorBox error={query.error} />
      ) : (
        children(query.data as T)
      )}
    </Stack>
  );
}
