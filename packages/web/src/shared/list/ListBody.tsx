import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { ErrorBox } from '../detail/ErrorBox.tsx';
import { ListSkeleton } from '../Skeletons.tsx';

/** Loading, error and empty states of a list, so every tab shows them the same way. */
export function ListBody({
  isPending,
  error,
  isEmpty,
  emptyTitle,
  emptyDescription,
  children,
}: {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyTitle: string;
  emptyDescription?: string;
  children: ReactNode;
}) {
  if (isPending) return <ListSkeleton />;
  if (error) return <ErrorBox error={error} />;
  if (isEmpty)
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs">
          <IconInbox size={40} stroke={1.3} color="var(--mantine-color-gray-5)" />
          <Title order={3} size="h4">
            {emptyTitle}
          </Title>
          {emptyDescription && (
            <Text c="dimmed" size="sm">
              {emptyDescription}
            </Text>
          )}
        </Stack>
      </Paper>
    );
  return <>{children}</>;
}
