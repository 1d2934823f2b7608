import { Card, Stack, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { TMonthStats } from '@signoff/contract/expenseReports';
import { useFormat } from '../../shared/useFormat.ts';
import { FiguresTable } from './FiguresTable.tsx';

/** What each category cost in a month (approved and pending), as bars and as a table. */
export function MonthChart({ stats, period }: { stats: TMonthStats; period: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const data = stats.by_category.map((c) => ({ category: c.name ?? t('expenseOverview.noCategory'), amount: c.amount, count: c.count }));
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('expenseOverview.monthChart', { period })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('expenseOverview.monthChartHint')}
          </Text>
        </div>
        {data.length === 0 ? (
          <Text size="sm">{t('expenseOverview.noMonthData', { period })}</Text>
        ) : (
          <>
            {/* The table below says the same to a screen reader; the chart is not focusable (no accessibility layer). */}
            <div aria-hidden="true">
              <BarChart
                h={Math.max(160, data.length * 44)}
                data={data}
                dataKey="category"
                orientation="vertical"
                yAxisProps={{ width: 110 }}
                series={[{ name: 'amount', label: t('expenseOverview.col.amount'), color: 'indigo.6' }]}
                valueFormatter={format.money}
                barChartProps={{ accessibilityLayer: false }}
              />
            </div>
            <FiguresTable
              caption={t('expenseOverview.showTable')}
              headers={[t('expenseOverview.col.category'), t('expenseOverview.col.count'), t('expenseOverview.col.amount')]}
              rows={data.map((d) => [d.category, d.count, format.money(d.amount)])}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
