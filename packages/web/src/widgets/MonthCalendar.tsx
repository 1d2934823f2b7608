import { useState } from 'react';
import { ActionIcon, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton, VisuallyHidden, luminance } from '@mantine/core';
import { Tooltip } from '../shared/Tooltip.tsx';
import { Dialog } from '../shared/Dialog.tsx';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../shared/useFormat.ts';
import dayjs from 'dayjs';
import {
  COMPANY_HOLIDAY_COLOUR,
  DEFAULT_PERSONAL_DAY_OFF_COLOUR,
  EDUCATION_DAY_OFF_COLOUR,
  SICK_DAY_COLOUR,
  buildCalendar,
  hasDayDetail,
  splitCoworkerEntries,
  type TCalendarDay,
} from '@signoff/contract/calendar';
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
        {/* Rows take no box of their own (display: contents), so the cells stay on the seven-column grid. */}
        <div role="row" style={{ display: 'contents' }}>
          {MONDAY_FIRST.map((d) => (
            <Text key={d} size="xs" c="dimmed" ta="center" fw={600} role="columnheader">
              {weekdays[d]}
            </Text>
          ))}
        </div>
        {weeksOf([...Array.from({ length: padding }, () => null), ...days]).map((week) => (
          <div key={week.find((d) => d !== null)!.date} role="row" style={{ display: 'contents' }}>
            {week.map((day, i) =>
              day === null ? (
                <div key={`pad-${i}`} role="gridcell" />
              ) : (
                <DayCell key={day.date} day={day} holiday={holidays.get(day.date)} onOpen={() => setDetailDay(day)} />
              ),
            )}
          </div>
        ))}
      </SimpleGrid>
      <Dialog
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
      </Dialog>
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
          <VisuallyHidden>{formatDate(day.date)}</VisuallyHidden>
          <span aria-hidden>{day.dayOfMonth}</span>
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
            <ShortOnPhone short="½">{flags.morning ? t('monthCalendar.morning') : t('monthCalendar.afternoon')}</ShortOnPhone>
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
            {/* Inside the day's button nothing else takes focus: the button opens the day with every entry. */}
            <Text size="10px" c="indigo" fw={600} tabIndex={isOpenable ? undefined : 0}>
              {t('monthCalendar.more', { count: more.length })}
            </Text>
          </Tooltip>
        )}
      </Stack>
    </Paper>
  );
  // The cell's name is its full date (read first, not shown) and what it shows, so the visible text is part of it.
  return (
    <div role="gridcell">
      {isOpenable ? (
        <UnstyledButton onClick={onOpen} aria-haspopup="dialog" style={{ display: 'block', width: '100%' }}>
          {content}
        </UnstyledButton>
      ) : (
        content
      )}
    </div>
  );
}

/** Seven days a row; the last row may be shorter. */
function weeksOf<T>(cells: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(cells.length / 7) }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** Black or white, whichever reads on a chip of this colour (the theme's threshold). */
const textOn = (colour: string) => (luminance(colour) > 0.179 ? '#000' : '#fff');

function EntryChip({ item, compact = false }: { item: TMonthCalendarItem; compact?: boolean }) {
  const { t } = useTranslation();
  const text = `${item.label}${item.isPending ? ` (${t('monthCalendar.pending')})` : ''}`;
  return (
    <Box
      px={4}
      py={1}
      style={{
        borderRadius: 4,
        background: item.isHighlighted ? 'transparent' : `${item.colour}${item.isPending ? '55' : 'dd'}`,
        border: item.isHighlighted ? `2px dashed ${item.colour}` : item.isPending ? `1px dashed ${item.colour}` : undefined,
        color: item.isHighlighted || item.isPending ? 'var(--mantine-color-text)' : textOn(item.colour),
      }}
    >
      <Text size={compact ? '10px' : 'sm'} fw={500} lineClamp={1}>
        {/* The person's initials in a phone's cell, not their name cut to "E…". */}
        {compact ? <ShortOnPhone short={initials(item.label)}>{text}</ShortOnPhone> : text}
      </Text>
    </Box>
  );
}

/**
 * The words from sm up; below it a short form, the words kept for screen readers. A phone's day cell is 40 px wide: what
 * it cannot hold, the day's dialog shows in full.
 */
function ShortOnPhone({ short, children }: { short: string; children: string }) {
  return (
    <>
      <Box component="span" visibleFrom="sm">
        {children}
      </Box>
      <Box component="span" hiddenFrom="sm">
        <span aria-hidden>{short}</span>
        <VisuallyHidden>{children}</VisuallyHidden>
      </Box>
    </>
  );
}

/** "Emma Peeters · Holidays" → "EP": the first and last word of what comes before the type. */
function initials(label: string): string {
  const words = (label.split(' · ')[0] ?? label).split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A weekly schedule (minutes per weekday, Sunday first) laid over one month's days, for `scheduledMinutes`. */
export function scheduleForMonth(month: string, minutes: readonly (number | null)[] | null): Record<string, number | null> {
  const start = dayjs(month).startOf('month');
  return Object.fromEntries(
    Array.from({ length: start.daysInMonth() }, (_, i) => start.add(i, 'day')).map((d) => [
      d.format('YYYY-MM-DD'),
      minutes ? (minutes[d.day()] ?? null) : null,
    ]),
  );
}

/** What the colours and outlines of the calendar mean; `withRequest` adds the outlined days of the request on the page. */
export function CalendarLegend({ withRequest = false }: { withRequest?: boolean }) {
  const { t } = useTranslation();
  const swatch = (style: React.CSSProperties) => <Box w={14} h={14} style={{ borderRadius: 3, flex: 'none', ...style }} />;
  const personal = `#${DEFAULT_PERSONAL_DAY_OFF_COLOUR}`;
  const entries = [
    ...(withRequest ? [{ key: 'request', style: { border: `2px dashed ${personal}` }, label: t('monthCalendar.legend.request') }] : []),
    { key: 'approved', style: { background: `${personal}dd` }, label: t('monthCalendar.legend.approved') },
    { key: 'pending', style: { background: `${personal}55`, border: `1px dashed ${personal}` }, label: t('monthCalendar.legend.pending') },
    { key: 'sick', style: { background: `${SICK_DAY_COLOUR}dd` }, label: t('monthCalendar.legend.sick') },
    { key: 'education', style: { background: `${EDUCATION_DAY_OFF_COLOUR}dd` }, label: t('monthCalendar.legend.education') },
    {
      key: 'company',
      style: { background: `${COMPANY_HOLIDAY_COLOUR}1f`, border: `1px solid ${COMPANY_HOLIDAY_COLOUR}` },
      label: t('monthCalendar.legend.company'),
    },
    {
      key: 'off',
      style: { background: 'var(--mantine-color-gray-1)', border: '1px solid var(--mantine-color-gray-3)' },
      label: t('monthCalendar.nonWorking'),
    },
  ];
  return (
    <Group gap="md" role="list" aria-label={t('monthCalendar.legend.title')}>
      {entries.map((e) => (
        <Group key={e.key} gap={6} wrap="nowrap" role="listitem">
          {swatch(e.style)}
          <Text size="xs">{e.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
