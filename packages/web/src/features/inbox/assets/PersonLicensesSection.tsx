import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import { PersonCard } from './PersonCard.tsx';
import { usePersonLicenses } from './api/listPersonItems.ts';
import { TableScroll } from '../../../shared/TableScroll.tsx';

/** The software licenses a person holds (and gave back), on /people/{id} beside their assets. */
export function PersonLicensesSection({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const query = usePersonLicenses(employeeId);
  const items = query.data?.items ?? [];
  return (
    <PersonCard
      id="person-licenses-title"
      title={t('assets.licenses.title')}
      empty={t('assets.licenses.none')}
      query={query}
      isEmpty={items.length === 0}
    >
      <TableScroll label={t('assets.licenses.title')} minWidth={300}>
        <Table verticalSpacing="xs" aria-labelledby="person-licenses-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('assets.licenses.col.product')}</Table.Th>
              <Table.Th>{t('assets.licenses.col.username')}</Table.Th>
              <Table.Th>{t('assets.licenses.col.since')}</Table.Th>
              <Table.Th>{t('assets.licenses.col.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((license) => (
              <Table.Tr key={license.id}>
                <Table.Td fw={500}>{license.product_name}</Table.Td>
                <Table.Td>{license.username || '—'}</Table.Td>
                <Table.Td>{formatDate(license.created_at)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={license.is_active ? 'teal' : 'gray'}>
                    {license.is_active ? t('assets.licenses.active') : t('assets.licenses.deactivated')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </PersonCard>
  );
}
