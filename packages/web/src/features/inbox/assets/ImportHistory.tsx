import { Badge, Button, Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@signoff/contract/format';
import { errorText } from '../../../shared/api.ts';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { useMe } from '../../../shared/session.ts';
import { toast } from '../../../shared/toast.ts';
import { useImports, useUndoImport } from './api/assetImports.ts';
import { TableScroll } from '../../../shared/TableScroll.tsx';

/** The latest imports, each with an Undo that removes every row it created (once). */
export function ImportHistory() {
  const { t } = useTranslation();
  const me = useMe();
  const query = useImports();
  const undo = useUndoImport();
  const items = query.data?.items ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="import-history-title">
      <Title order={2} size="h4" mb="sm" id="import-history-title">
        {t('assets.import.historyTitle')}
      </Title>
      {query.error ? (
        <ErrorBox error={query.error} />
      ) : items.length === 0 ? (
        <Text size="sm">{query.isPending ? t('common.loading') : t('assets.import.noHistory')}</Text>
      ) : (
        <TableScroll label={t('assets.import.historyTitle')} minWidth={0}>
          <Table verticalSpacing="xs" aria-labelledby="import-history-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('assets.import.col.file')}</Table.Th>
                <Table.Th>{t('assets.import.col.kind')}</Table.Th>
                <Table.Th>{t('assets.import.col.rows')}</Table.Th>
                <Table.Th>{t('assets.import.col.by')}</Table.Th>
                <Table.Th>{t('assets.import.col.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.file_name}</Table.Td>
                  <Table.Td>{t(`assets.import.kinds.${item.kind}`)}</Table.Td>
                  <Table.Td>{item.row_count}</Table.Td>
                  <Table.Td>
                    {item.created_by_name}
                    <Text size="xs" c="dimmed">
                      {formatDateTime(item.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {item.undone_at ? (
                      <Badge color="gray" variant="light">
                        {t('assets.import.undone')}
                      </Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        disabled={me.membership.is_read_only}
                        loading={undo.isPending && undo.variables === item.id}
                        aria-label={t('assets.import.undoLabel', { name: item.file_name })}
                        onClick={() =>
                          undo.mutate(item.id, {
                            onSuccess: (result) => toast.success(t('assets.import.undoneToast', { count: result.removed_count })),
                            onError: (error) => toast.error(t('error.title'), errorText(error)),
                          })
                        }
                      >
                        {t('assets.import.undo')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
