import type { ReactNode } from 'react';
import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
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

/** One entry of the menu that decides every open day at once. */
export type TAllDaysAction = { label: string; icon?: ReactNode; onClick: () => void };

/**
 * The menu above a list of days that sets every open day at once. Drawn in place rather than in a portal, so it stays
 * inside the page's landmarks; fixed, so a card's overflow does not clip it. No focus placeholder: a menu holds menu
 * items only.
 */
export function AllDaysMenu({ label, actions }: { label: string; actions: readonly TAllDaysAction[] }) {
  return (
    <Menu position="bottom-end" withinPortal={false} floatingStrategy="fixed" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={14} />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.label} leftSection={action.icon} onClick={action.onClick}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
