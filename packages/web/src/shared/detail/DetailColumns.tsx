import type { ReactNode } from 'react';
import { Grid, Stack } from '@mantine/core';

/**
 * A detail page's request beside its decision on a wide screen (the decision stays in view while the request is read),
 * one under the other on a laptop or a phone. Without a decision the request takes the whole width.
 */
export function DetailColumns({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  if (!aside) return <Stack gap="md">{children}</Stack>;
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="md">{children}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }} style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}>
        {aside}
      </Grid.Col>
    </Grid>
  );
}
