import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { monthFileName } from '@signoff/contract/expenseReports';

/** The month's files for payroll; plain links, so the browser downloads them with the session it has. */
export function MonthDownloads({ year, month, period }: { year: number; month: number; period: string }) {
  const { t } = useTranslation();
  const files = [
    { label: t('expenseOverview.pdf'), href: `/api/expenses/${year}/${month}/pdf`, name: monthFileName('expenses', year, month, 'pdf') },
    {
      label: t('expenseOverview.excel'),
      href: `/api/expenses/${year}/${month}/excel`,
      name: monthFileName('expenses', year, month, 'xlsx'),
    },
    {
      label: t('expenseOverview.individualExcel'),
      href: `/api/expenses/individual/${year}/${month}/excel`,
      name: monthFileName('expenses-individual', year, month, 'xlsx'),
    },
  ];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('expenseOverview.downloads', { period })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('expenseOverview.downloadsHint')}
          </Text>
        </div>
        <Group gap="sm">
          {/* A dry run: the same PDF, marked as a preview and not recorded as exported. */}
          <Button
            component="a"
            href={`/api/expenses/${year}/${month}/pdf?dryrun=1`}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconEye size={16} />}
          >
            {t('expenseOverview.pdfPreview')}
          </Button>
          {files.map((file) => (
            <Button
              key={file.href}
              component="a"
              href={file.href}
              download={file.name}
              variant="light"
              leftSection={<IconDownload size={16} />}
            >
              {file.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
