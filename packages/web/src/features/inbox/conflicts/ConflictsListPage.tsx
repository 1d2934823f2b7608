import { useTranslation } from 'react-i18next';
import { conflictDetailPath, type TConflictListItem } from '@signoff/contract/conflicts';
import { formatDate } from '@signoff/contract/format';
import { useListState } from '../../../shared/list/useListState.ts';
import { ListPage } from '../../../shared/list/ListPage.tsx';
import { PersonCell } from '../../../shared/list/PersonCell.tsx';
import { RowLink } from '../../../shared/list/RowLink.tsx';
import type { TColumn } from '../../../shared/list/DataTable.tsx';
import { STATUS_COLUMN_WIDTH, StatusBadge } from '../../../shared/StatusBadge.tsx';
import { CONFLICTS_LIST, useConflicts } from './api/listConflicts.ts';

/** /inbox/conflicts — spec 02 §2.1: status tabs (remembered), zero-based pages, person and created date. */
export function ConflictsListPage() {
  const { t } = useTranslation();
  const list = useListState(...CONFLICTS_LIST);
  const query = useConflicts(list.status, list.page);
  const columns: TColumn<TConflictListItem>[] = [
    {
      id: 'person',
      header: t('conflicts.col.person'),
      cell: (row) => (
        <PersonCell name={row.person.name} avatar={row.person.avatar}>
          <RowLink to={conflictDetailPath(row)}>{row.person.name}</RowLink>
        </PersonCell>
      ),
    },
    { id: 'createdOn', header: t('conflicts.col.createdOn'), width: 140, cell: (row) => formatDate(row.date_created) },
    { id: 'status', header: t('conflicts.col.status'), width: STATUS_COLUMN_WIDTH, cell: (row) => <StatusBadge status={row.status} /> },
  ];
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      // Handled rows are set apart (spec 02 §2.1) by their background, not by fading: faded text fails WCAG contrast.
      rowTone={(row) => (row.status === 'pending' ? undefined : 'settled')}
      tableLabel={t('inbox.tab.conflicts')}
      emptyNoun="DATA_CONFLICTS"
      withSearch={false}
    />
  );
}
