import { Card, Stack, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TYearStats } from '@signoff/contract/expenseReports';
import { useFormat } from '../../shared/useFormat.ts';
import { FiguresTable } from './FiguresTable.tsx';

const STATUSES = [
  { key: 'approved', color: 'teal.6' },
  { key: 'pending', color: 'yellow.6' },
  { key: 'rejected', color: 'red.5' },
] as const;

/** Each month of a year by status, stacked, and the same figures as a table. */
export function YearChart({ stats }: { stats: TYearStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const monthName = (month: number) =>
    dayjs(`${stats.year}-${String(month).padStart(2, '0')}-01`)
      .locale(format.locale)
      .format('MMM');
  const data = stats.months.map((m) => ({ ...m, name: monthName(m.month) }));
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('expenseOverview.yearChart', { year: stats.year })}
        </Title>
        <div aria-hidden="true">
          <BarChart
            h={260}
            data={data}
            dataKey="name"
            type="stacked"
            withLegend
            series={STATUSES.map((s) => ({ name: s.key, label: t(`expenseOverview.status.${s.key}`), color: s.color }))}
            valueFormatter={format.money}
            yAxisProps={{ width: 80 }}
            barChartProps={{ accessibilityLayer: false }}
          />
        </div>
        <FiguresTable
          caption={t('expenseOverview.showTable')}
          headers={[t('expenseOverview.col.month'), ...STATUSES.map((s) => t(`expenseOverview.status.${s.key}`))]}
          rows={data.map((m) => [m.name, ...STATUSES.map((s) => format.money(m[s.key]))])}
        />
      </Stack>
    </Card>
  );
}
