import { useTranslation } from 'react-i18next';
import type { TOutplacement } from '@signoff/contract/outplacements';
import { formatDate } from '@signoff/contract/format';
import { useListState } from '../../../shared/list/useListState.ts';
import { ListPage } from '../../../shared/list/ListPage.tsx';
import { PersonCell } from '../../../shared/list/PersonCell.tsx';
import { RowLink } from '../../../shared/list/RowLink.tsx';
import type { TColumn } from '../../../shared/list/DataTable.tsx';
import { STATUS_COLUMN_WIDTH, StatusBadge } from '../../../shared/StatusBadge.tsx';
import { OUTPLACEMENTS_LIST, useOutplacements } from './api/listOutplacements.ts';

/** /inbox/outplacements — status tabs (default pending, remembered), zero-based pages. */
export function OutplacementsListPage() {
  const { t } = useTranslation();
  const list = useListState(...OUTPLACEMENTS_LIST);
  const query = useOutplacements(list.status, list.page, list.after);
  const columns: TColumn<TOutplacement>[] = [
    {
      id: 'employee',
      header: t('outplacements.col.employee'),
      cell: (row) => <PersonCell name={row.employee.name} avatar={row.employee.avatar} />,
    },
    { id: 'role', header: t('outplacements.col.role'), cell: (row) => <RowLink to={`/inbox/outplacements/${row.id}`}>{row.role}</RowLink> },
    {
      id: 'contractEnd',
      header: t('outplacements.col.contractEnd'),
      width: 150,
      cell: (row) => (row.contract_end ? formatDate(row.contract_end) : t('outplacements.openEnded')),
    },
    { id: 'createdOn', header: t('outplacements.col.createdOn'), width: 140, cell: (row) => formatDate(row.created_at) },
    { id: 'status', header: t('outplacements.col.status'), width: STATUS_COLUMN_WIDTH, cell: (row) => <StatusBadge status={row.status} /> },
  ];
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      cursorOf={(row) => row.id}
      tableLabel={t('inbox.tab.outplacements')}
      emptyNoun="OUTPLACEMENTS"
      withSearch={false}
    />
  );
}
