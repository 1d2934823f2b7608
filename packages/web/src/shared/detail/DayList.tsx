import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@signoff/contract/format';
import { useFormat } from '../useFormat.ts';
import classes from './DayList.module.css';

/**
 * The days a request asks for, decided one by one. A list rather than a table: each day's decision moves under its
 * date when the row does not fit, so a phone reaches every day's buttons without scrolling sideways.
 */
export function DayList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap={0} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {children}
    </Stack>
  );
}

/** One day: its weekday and date, a line of what it is, and its decision (buttons while open, else a status). */
export function DayListItem({
  date,
  details,
  icon,
  testId,
  children,
}: {
  /** ISO date. */
  date: string;
  details: ReactNode;
  icon?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const format = useFormat();
  return (
    <Group component="li" justify="space-between" gap="sm" py="sm" className={classes.day} data-testid={testId}>
      <Group gap="sm" wrap="nowrap">
        {icon}
        <div>
          <Text size="sm" fw={500}>
            <Text span inherit tt="capitalize">
              {format.weekday(date)}
            </Text>{' '}
            {formatDate(date)}
          </Text>
          <Text size="sm" c="dimmed" component="div">
            {details}
          </Text>
        </div>
      </Group>
      {children}
    </Group>
  );
}
