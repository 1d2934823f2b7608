import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isNewTrainingRequest, type TTrainingRequestRow } from '@signoff/contract/trainings';
import { formatDate } from '@signoff/contract/format';
import { useListState } from '../../../shared/list/useListState.ts';
import { ListPage } from '../../../shared/list/ListPage.tsx';
import { PersonCell } from '../../../shared/list/PersonCell.tsx';
import type { TColumn } from '../../../shared/list/DataTable.tsx';
import { STATUS_COLUMN_WIDTH, StatusBadge } from '../../../shared/StatusBadge.tsx';
import { TRAININGS_LIST, useTrainingRequests } from './api/listTrainingRequests.ts';
import { RowLink } from '../../../shared/list/RowLink.tsx';

/** The training a row asks for: its name, or the new one's with a NEW tag (training_id not above 0). */
export function TrainingName({ row }: { row: Pick<TTrainingRequestRow, 'training_id' | 'training_name' | 'new_training_name'> }) {
  const { t } = useTranslation();
  if (!isNewTrainingRequest(row.training_id)) return <>{row.training_name}</>;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <span>{row.new_training_name}</span>
      <Badge size="xs" variant="filled" color="indigo">
        {t('trainings.newTag')}
      </Badge>
    </Group>
  );
}

/** /inbox/trainings — status tabs (default pending, remembered), zero-based pages. */
export function TrainingsListPage() {
  const { t } = useTranslation();
  const list = useListState(...TRAININGS_LIST);
  const query = useTrainingRequests(list.status, list.page, list.after);
  const columns: TColumn<TTrainingRequestRow>[] = [
    {
      id: 'requester',
      header: t('trainings.col.requester'),
      cell: (row) => <PersonCell name={row.requester.name} avatar={row.requester.avatar} />,
    },
    {
      id: 'training',
      header: t('trainings.col.training'),
      cell: (row) => (
        <RowLink to={`/inbox/trainings/${row.id}`}>
          <TrainingName row={row} />
        </RowLink>
      ),
    },
    { id: 'requestedOn', header: t('trainings.col.requestedOn'), width: 140, cell: (row) => formatDate(row.time_created) },
    { id: 'status', header: t('trainings.col.status'), width: STATUS_COLUMN_WIDTH, cell: (row) => <StatusBadge status={row.status} /> },
  ];
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      cursorOf={(row) => row.id}
      tableLabel={t('inbox.tab.trainings')}
      emptyNoun="TRAININGS"
      withSearch={false}
    />
  );
}
