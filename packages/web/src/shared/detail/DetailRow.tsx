import type { ReactNode } from 'react';
import { Grid, Text } from '@mantine/core';

/** One labelled value on a detail page. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid gap="xs">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Text size="sm" component="div">
          {children}
        </Text>
      </Grid.Col>
    </Grid>
  );
}
