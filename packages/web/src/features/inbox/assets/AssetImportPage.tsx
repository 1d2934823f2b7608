import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, FileInput, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileSpreadsheet, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IMPORT_KINDS, type TImportKind, type TImportPreview } from '@signoff/contract/assetImports';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { errorText } from '../../../shared/api.ts';
import { useMe } from '../../../shared/session.ts';
import { toast } from '../../../shared/toast.ts';
import { ImportHistory } from './ImportHistory.tsx';
import { XLSX_MIME, useDownloadTemplate, usePreviewImport, useRunImport } from './api/assetImports.ts';
import { TableScroll } from '../../../shared/TableScroll.tsx';

/** Which permission lets HR import each kind (the server checks the same). */
export const IMPORT_PERMISSION: Record<TImportKind, string> = { assets: 'assets', licenses: 'software' };

function PreviewTable({ preview }: { preview: TImportPreview }) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('assets.import.previewTitle')} minWidth={0}>
      <Table verticalSpacing="xs" striped aria-label={t('assets.import.previewTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assets.import.col.row')}</Table.Th>
            <Table.Th>{t('assets.import.col.employee')}</Table.Th>
            <Table.Th>{t(`assets.import.col.item_${preview.kind}`)}</Table.Th>
            <Table.Th>{t(`assets.import.col.detail_${preview.kind}`)}</Table.Th>
            <Table.Th>{t('assets.import.col.problems')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row) => (
            <Table.Tr key={row.row_number}>
              <Table.Td>{row.row_number}</Table.Td>
              <Table.Td>{row.employee_email || '—'}</Table.Td>
              <Table.Td>{row.item_name || '—'}</Table.Td>
              <Table.Td>{row.detail || '—'}</Table.Td>
              <Table.Td>
                {row.problems.length === 0 ? (
                  <Badge color="teal" variant="light">
                    {t('assets.import.ok')}
                  </Badge>
                ) : (
                  <Group gap={4}>
                    {row.problems.map((problem) => (
                      <Badge key={problem} color="red" variant="light">
                        {t(`assets.import.problem.${problem}`)}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * /imports — HR uploads an .xlsx of assets or licenses (the template is downloadable), sees each row's problems,
 * imports the valid rows, and can undo an import as a whole from the list below.
 */
export function AssetImportPage() {
  const { t } = useTranslation();
  const me = useMe();
  const kinds = IMPORT_KINDS.filter((k) => me.permissions.includes(IMPORT_PERMISSION[k]));
  const [kind, setKind] = useState<TImportKind>(kinds[0] ?? 'assets');
  const [file, setFile] = useState<File | null>(null);
  const template = useDownloadTemplate();
  const preview = usePreviewImport();
  const run = useRunImport();
  const readOnly = me.membership.is_read_only;

  const choose = (next: File | null, nextKind = kind) => {
    setFile(next);
    run.reset();
    if (next) preview.mutate({ kind: nextKind, file: next });
    else preview.reset();
  };
  const importRows = () => {
    if (!file) return;
    run.mutate(
      { kind, file },
      {
        onSuccess: (result) => {
          toast.success(t('assets.import.done', { count: result.imported_count }));
          setFile(null);
          preview.reset();
        },
        onError: (error) => toast.error(t('error.title'), errorText(error)),
      },
    );
  };
  const data = preview.data?.kind === kind ? preview.data : undefined;

  return (
    <Stack maw={960}>
      <Anchor component={Link} to="/inbox/assets" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('assets.back')}
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('assets.import.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('assets.import.intro')}
        </Text>
      </div>
      {kinds.length === 0 ? (
        <Alert color="orange" variant="light" icon={<IconLock />} title={t('assets.import.noPermissionTitle')}>
          {t('assets.import.noPermission')}
        </Alert>
      ) : (
        <>
          <Card withBorder radius="md" padding="lg">
            <Stack>
              <SegmentedControl
                aria-label={t('assets.import.kind')}
                value={kind}
                onChange={(value) => {
                  setKind(value as TImportKind);
                  choose(file, value as TImportKind);
                }}
                data={kinds.map((k) => ({ value: k, label: t(`assets.import.kinds.${k}`) }))}
                w="fit-content"
              />
              <Group align="end" wrap="wrap">
                <FileInput
                  label={t('assets.import.file')}
                  placeholder={t('assets.import.filePlaceholder')}
                  accept={`${XLSX_MIME},.xlsx`}
                  leftSection={<IconFileSpreadsheet size={16} />}
                  clearable
                  clearButtonProps={{ 'aria-label': t('assets.import.clear') }}
                  value={file}
                  onChange={(next) => choose(next)}
                  w={{ base: '100%', sm: 360 }}
                />
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  loading={template.isPending}
                  onClick={() => template.mutate(kind, { onError: (error) => toast.error(t('error.title'), errorText(error)) })}
                >
                  {t('assets.import.template')}
                </Button>
              </Group>
              {preview.error && <ErrorBox error={preview.error} title={t('assets.import.badFile')} />}
              {preview.isPending && <Text size="sm">{t('common.loading')}</Text>}
            </Stack>
          </Card>
          {data && (
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="import-preview-title">
              <Stack>
                <Group justify="space-between" wrap="wrap">
                  <div>
                    <Title order={2} size="h4" id="import-preview-title">
                      {t('assets.import.previewTitle')}
                    </Title>
                    <Text size="sm">
                      {t('assets.import.valid', { count: data.valid_count })}{' '}
                      {data.invalid_count > 0 && t('assets.import.invalid', { count: data.invalid_count })}
                    </Text>
                  </div>
                  <Button onClick={importRows} loading={run.isPending} disabled={data.valid_count === 0 || readOnly}>
                    {t('assets.import.run', { count: data.valid_count })}
                  </Button>
                </Group>
                <PreviewTable preview={data} />
              </Stack>
            </Card>
          )}
          <ImportHistory />
        </>
      )}
    </Stack>
  );
}
