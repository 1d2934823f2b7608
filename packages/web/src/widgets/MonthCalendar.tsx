import { useState } from 'react';
import { ActionIcon, Badge, Box, Group, Modal, Paper, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../shared/useFormat.ts';
import dayjs from 'dayjs';
import { buildCalendar, hasDayDetail, splitCoworkerEntries, type TCalendarDay } from '@signoff/contract/calendar';
import { formatDate } from '@signoff/contract/format';

/** One thing drawn on a day: a person's day off, a company holiday, or a day of the request being decided. */
export type TMonthCalendarItem = {
  key: string;
  date: string;
  label: string;
  /** '#rrggbb' (dayOffColour). */
  colour: string;
  start_minutes?: number | null;
  duration_minutes?: number | null;
  am_pm_hint?: 'all_day' | 'am' | 'pm' | 'custom' | null;
  isPending?: boolean;
  /** A day of the request on the page: drawn outlined so it stands out among coworkers' entries. */
  isHighlighted?: boolean;
  /** Company holidays are background, not entries: they do not count for "+N more" or the day detail. */
  isCompanyHoliday?: boolean;
};

type Props = {
  /** First day of the month shown, YYYY-MM-DD. */
  month: string;
  onMonthChange: (month: string) => void;
  items: readonly TMonthCalendarItem[];
  scheduledMinutes?: Readonly<Record<string, number | null>>;
  oneDayContractDates?: readonly string[];
  /** Name for the grid, for screen readers. */
  label: string;
};

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/**
 * The month calendar of spec 02 §2.4: each cell shows one entry and puts the rest in a "+N more" tooltip; a day with
 * more than 2 entries opens a day-detail modal; flags (today, zeroSchedule, nullSchedule, oneDayContract, empty,
 * morning, afternoon) come from the contract's buildCalendar, which also applies the half-day display rule.
 */
export function MonthCalendar({ month, onMonthChange, items, scheduledMinutes, oneDayContractDates, label }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const [detailDay, setDetailDay] = useState<TCalendarDay<TMonthCalendarItem> | null>(null);
  const start = dayjs(month).startOf('month');
  const entries = items.filter((i) => !i.isCompanyHoliday);
  const holidays = new Map(items.filter((i) => i.isCompanyHoliday).map((i) => [i.date, i]));
  const days = buildCalendar({
    daysCount: start.daysInMonth(),
    startDate: start.format('YYYY-MM-DD'),
    today: dayjs().format('YYYY-MM-DD'),
    items: entries,
    scheduledMinutes,
    oneDayContractDates,
  });
  const padding = MONDAY_FIRST.indexOf(days[0]!.weekday);
  const weekdays = t('monthCalendar.weekdays', { returnObjects: true }) as string[];

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <ActionIcon
          variant="subtle"
          aria-label={t('monthCalendar.previous')}
          onClick={() => onMonthChange(start.subtract(1, 'month').format('YYYY-MM-DD'))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {format.monthYear(start.format('YYYY-MM-DD'))}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label={t('monthCalendar.next')}
          onClick={() => onMonthChange(start.add(1, 'month').format('YYYY-MM-DD'))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4} role="grid" aria-label={label}>
        {MONDAY_FIRST.map((d) => (
          <Text key={d} size="xs" c="dimmed" ta="center" fw={600} role="columnheader">
            {weekdays[d]}
          </Text>
        ))}
        {Array.from({ length: padding }, (_, i) => (
          <Box key={`pad-${i}`} />
        ))}
        {days.map((day) => (
          <DayCell key={day.date} day={day} holiday={holidays.get(day.date)} onOpen={() => setDetailDay(day)} />
        ))}
      </SimpleGrid>
      <Modal
        opened={detailDay !== null}
        onClose={() => setDetailDay(null)}
        title={detailDay ? t('monthCalendar.dayDetail', { date: formatDate(detailDay.date) }) : ''}
        centered
      >
        <Stack gap="xs">
          {detailDay?.items.map((item) => (
            <EntryChip key={item.key} item={item} />
          ))}
        </Stack>
      </Modal>
    </Stack>
  );
}

function DayCell({
  day,
  holiday,
  onOpen,
}: {
  day: TCalendarDay<TMonthCalendarItem>;
  holiday: TMonthCalendarItem | undefined;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { flags } = day;
  const { shown, more } = splitCoworkerEntries(day.items);
  const isOpenable = hasDayDetail(day.items);
  const isOff = flags.zeroSchedule || flags.nullSchedule;
  const content = (
    <Paper
      withBorder
      radius="sm"
      p={4}
      mih={78}
      data-today={flags.today || undefined}
      data-morning={flags.morning || undefined}
      data-afternoon={flags.afternoon || undefined}
      data-empty={flags.empty || undefined}
      style={{
        borderColor: flags.today ? 'var(--mantine-color-indigo-6)' : undefined,
        borderWidth: flags.today ? 2 : undefined,
        background: holiday ? `${holiday.colour}1f` : isOff ? 'var(--mantine-color-gray-1)' : undefined,
        backgroundImage: flags.nullSchedule
          ? 'repeating-linear-gradient(45deg, transparent 0 6px, var(--mantine-color-gray-2) 6px 8px)'
          : undefined,
      }}
    >
      <Group justify="space-between" gap={2} wrap="nowrap">
        <Text size="xs" fw={flags.today ? 700 : 500} c={isOff ? 'dimmed' : undefined}>
          {day.dayOfMonth}
        </Text>
        {flags.oneDayContract && (
          <Tooltip label={t('monthCalendar.oneDayContract')}>
            <Badge size="xs" variant="light" color="grape" aria-label={t('monthCalendar.oneDayContract')}>
              1d
            </Badge>
          </Tooltip>
        )}
        {(flags.morning || flags.afternoon) && (
          <Text size="10px" c="dimmed">
            {flags.morning ? t('monthCalendar.morning') : t('monthCalendar.afternoon')}
          </Text>
        )}
      </Group>
      {holiday && (
        <Text size="10px" fw={600} style={{ color: holiday.colour }} lineClamp={1}>
          {holiday.label}
        </Text>
      )}
      <Stack gap={2} mt={2}>
        {shown.map((item) => (
          <EntryChip key={item.key} item={item} compact />
        ))}
        {more.length > 0 && (
          <Tooltip
            multiline
            label={
              <Stack gap={2}>
                {more.map((item) => (
                  <Text key={item.key} size="xs">
                    {item.label}
                  </Text>
                ))}
              </Stack>
            }
          >
            <Text size="10px" c="indigo" fw={600} tabIndex={0} aria-label={more.map((m) => m.label).join(', ')}>
              {t('monthCalendar.more', { count: more.length })}
            </Text>
          </Tooltip>
        )}
      </Stack>
    </Paper>
  );
  if (!isOpenable)
    return (
      <div role="gridcell" aria-label={formatDate(day.date)}>
        {content}
      </div>
    );
  return (
    <UnstyledButton role="gridcell" aria-label={formatDate(day.date)} onClick={onOpen} style={{ display: 'block', width: '100%' }}>
      {content}
    </UnstyledButton>
  );
}

function EntryChip({ item, compact = false }: { item: TMonthCalendarItem; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      px={4}
      py={1}
      style={{
        borderRadius: 4,
        background: item.isHighlighted ? 'transparent' : `${item.colour}${item.isPending ? '55' : 'dd'}`,
        border: item.isHighlighted ? `2px dashed ${item.colour}` : item.isPending ? `1px dashed ${item.colour}` : undefined,
        color: item.isHighlighted || item.isPending ? 'var(--mantine-color-text)' : '#fff',
      }}
    >
      <Text size={compact ? '10px' : 'sm'} fw={500} lineClamp={1}>
        {item.label}
        {item.isPending ? ` (${t('monthCalendar.pending')})` : ''}
      </Text>
    </Box>
  );
}
