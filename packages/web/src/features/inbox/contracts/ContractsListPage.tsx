import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isContractClosed, type TContractRow } from '@signoff/contract/contracts';
import { useListState } from '../../../shared/list/useListState.ts';
import { ListPage } from '../../../shared/list/ListPage.tsx';
import { PersonCell } from '../../../shared/list/PersonCell.tsx';
import type { TColumn } from '../../../shared/list/DataTable.tsx';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { CONTRACTS_LIST, useContracts } from './api/listContracts.ts';
import { RowLink } from '../../../shared/list/RowLink.tsx';

/** /inbox/contracts — tabs all, pending, closed; person, type (template name), the two signature statuses (spec 01 §2). */
export function ContractsListPage() {
  const { t } = useTranslation();
  const list = useListState(...CONTRACTS_LIST);
  const query = useContracts(list.status, list.page, list.after);
  const columns: TColumn<TContractRow>[] = [
    {
      id: 'person',
      header: t('contracts.col.person'),
      cell: (row) => (
        <PersonCell name={row.name} avatar={row.person.avatar}>
          <RowLink to={`/inbox/contracts/${row.id}`} size="sm">
            {row.name}
          </RowLink>
        </PersonCell>
      ),
    },
    {
      id: 'type',
      header: t('contracts.col.type'),
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.template_name ?? t('contracts.uploadedPdf')}
          </Text>
          <Text size="xs" c="dark.3">
            {row.contract_name}
          </Text>
        </Stack>
      ),
    },
    { id: 'employee', header: t('contracts.col.employeeStatus'), width: 190, cell: (row) => <StatusBadge status={row.status} /> },
    { id: 'internal', header: t('contracts.col.internalStatus'), width: 190, cell: (row) => <StatusBadge status={row.internal_status} /> },
  ];
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      cursorOf={(row) => row.id}
      // Spec 01 §2: closed rows are greyed when neither signature is pending.
      rowTone={(row) => (isContractClosed(row) ? 'settled' : undefined)}
      tableLabel={t('inbox.tab.contracts')}
      emptyNoun="CONTRACTS"
      withSearch={false}
    />
  );
}
