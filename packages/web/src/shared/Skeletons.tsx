import type { ReactNode } from 'react';
import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a page looks like while its data is on the way: the shape of what is coming instead of a lone spinner, so
 * nothing jumps when it arrives. One labelled, busy region: a screen reader hears "Loading…" once.
 */
function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')}>
      {children}
    </div>
  );
}

export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Loading>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Skeleton height={12} width="40%" />
          {Array.from({ length: rows }, (_, i) => (
            <Group key={i} gap="md" wrap="nowrap">
              <Skeleton height={30} circle />
              <Skeleton height={12} width="30%" />
              <Skeleton height={12} width="20%" visibleFrom="sm" />
              <Skeleton height={12} width="15%" visibleFrom="sm" />
            </Group>
          ))}
        </Stack>
      </Paper>
    </Loading>
  );
}

export function DetailSkeleton() {
  return (
    <Loading>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Skeleton height={48} circle />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={16} width="45%" />
            <Skeleton height={12} width="25%" />
          </Stack>
        </Group>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {[70, 55, 80, 40, 60].map((width, i) => (
              <Skeleton key={i} height={12} width={`${width}%`} />
            ))}
          </Stack>
        </Paper>
        <Skeleton height={90} radius="md" />
      </Stack>
    </Loading>
  );
}
