import type { ReactNode } from 'react';
import { Avatar, Group, Text } from '@mantine/core';

/** A list row's person: their avatar (initials when none) beside their name, or beside the link the name is. */
export function PersonCell({ name, avatar, children }: { name: string; avatar: string | null; children?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={avatar} name={name} size={30} color="initials" />
      {children ?? (
        <Text size="sm" fw={500}>
          {name}
        </Text>
      )}
    </Group>
  );
}
