import { useTranslation } from 'react-i18next';
import type { TCarConflictListItem } from '@signoff/contract/cars';
import { formatDate } from '@signoff/contract/format';
import { useListState } from '../../../shared/list/useListState.ts';
import { ListPage } from '../../../shared/list/ListPage.tsx';
import { PersonCell } from '../../../shared/list/PersonCell.tsx';
import { RowLink } from '../../../shared/list/RowLink.tsx';
import type { TColumn } from '../../../shared/list/DataTable.tsx';
import { STATUS_COLUMN_WIDTH, StatusBadge } from '../../../shared/StatusBadge.tsx';
import { CAR_CONFLICTS_LIST, useCarConflicts } from './api/listCarConflicts.ts';

/** /inbox/carConflicts — spec 02 §2.3: status tabs (default pending, remembered), pages, person and conflict date. */
export function CarConflictsListPage() {
  const { t } = useTranslation();
  const list = useListState(...CAR_CONFLICTS_LIST);
  const query = useCarConflicts(list.status, list.page);
  const columns: TColumn<TCarConflictListItem>[] = [
    {
      id: 'person',
      header: t('carConflicts.col.person'),
      cell: (row) => (
        <PersonCell name={row.name_person} avatar={row.person.avatar}>
          <RowLink to={`/inbox/carConflicts/${row.id}`}>{row.name_person}</RowLink>
        </PersonCell>
      ),
    },
    { id: 'date', header: t('carConflicts.col.date'), width: 150, cell: (row) => formatDate(row.date_conflict) },
    { id: 'status', header: t('carConflicts.col.status'), width: STATUS_COLUMN_WIDTH, cell: (row) => <StatusBadge status={row.status} /> },
  ];
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      // Handled rows are set apart by their background, as the other conflicts lists do (not by fading).
      rowTone={(row) => (row.status === 'pending' ? undefined : 'settled')}
      tableLabel={t('inbox.tab.carConflicts')}
      emptyNoun="CAR_CONFLICTS"
      withSearch={false}
    />
  );
}
