import { useState } from 'react';
import '@mantine/charts/styles.css';
import { Alert, Anchor, Card, Center, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMonthStats } from '@signoff/contract/expenseReports';
import { ErrorBox } from '../../shared/detail/ErrorBox.tsx';
import { useMe } from '../../shared/session.ts';
import { useFormat } from '../../shared/useFormat.ts';
import { useMonthStats, useUndecidedCount, useYearStats } from './api/stats.ts';
import { MonthChart } from './MonthChart.tsx';
import { YearChart } from './YearChart.tsx';
import { MonthDownloads } from './MonthDownloads.tsx';

const YEARS_BACK = 4;
const PERMISSION = 'expenses';

/** /expenses — a month's and a year's expenses as charts (with their figures as tables) and the month's files. */
export function ExpensesOverviewPage() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.permissions.includes(PERMISSION))
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('expenseOverview.title')}
        </Title>
        <Alert color="gray" variant="light" icon={<IconInfoCircle />}>
          {t('expenseOverview.noPermission')}
        </Alert>
      </Stack>
    );
  return <Overview />;
}

function Overview() {
  const { t } = useTranslation();
  const format = useFormat();
  const today = dayjs();
  const [year, setYear] = useState(today.year());
  const [month, setMonth] = useState(today.month() + 1);
  const monthStats = useMonthStats(year, month);
  const yearStats = useYearStats(year);
  const undecided = useUndecidedCount();
  const firstOfMonth = `${year}-${String(month).padStart(2, '0')}-01`;
  const period = format.monthYear(firstOfMonth);
  const monthOptions = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: dayjs(`2000-${String(i + 1).padStart(2, '0')}-01`)
      .locale(format.locale)
      .format('MMMM'),
  }));
  const yearOptions = Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(today.year() - i));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('expenseOverview.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('expenseOverview.intro')}
          </Text>
        </div>
        <Group gap="sm" wrap="nowrap">
          <NativeSelect
            label={t('expenseOverview.month')}
            data={monthOptions}
            value={String(month)}
            onChange={(e) => setMonth(Number(e.currentTarget.value))}
          />
          <NativeSelect
            label={t('expenseOverview.year')}
            data={yearOptions}
            value={String(year)}
            onChange={(e) => setYear(Number(e.currentTarget.value))}
          />
        </Group>
      </Group>

      {undecided.data && undecided.data.count > 0 && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle />}>
          <Group gap="xs">
            <Text size="sm">{t('expenseOverview.undecided', { count: undecided.data.count })}</Text>
            <Anchor component={Link} to="/inbox/expenses" size="sm" fw={500}>
              {t('expenseOverview.openInbox')}
            </Anchor>
          </Group>
        </Alert>
      )}

      {monthStats.isPending ? (
        <Center py="md">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : monthStats.error ? (
        <ErrorBox error={monthStats.error} />
      ) : (
        <>
          <StatusSummary stats={monthStats.data} />
          {/* The files card keeps its own height beside the taller chart. */}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
            <MonthChart stats={monthStats.data} period={period} />
            <MonthDownloads year={year} month={month} period={period} />
          </SimpleGrid>
        </>
      )}

      {yearStats.isPending ? (
        <Center py="md">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : yearStats.error ? (
        <ErrorBox error={yearStats.error} />
      ) : (
        <YearChart stats={yearStats.data} />
      )}
    </Stack>
  );
}

/** The month's totals by status, the figures people look for first. */
function StatusSummary({ stats }: { stats: TMonthStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {(['approved', 'pending', 'rejected'] as const).map((status) => (
        <Card key={status} withBorder radius="md" padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`expenseOverview.summary.${status}`)}
          </Text>
          <Text fz={24} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {format.money(stats.by_status[status].amount)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('expenseOverview.expenseCount', { count: stats.by_status[status].count })}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
