import { useState } from 'react';
import { Badge, Group, Stack, Title } from '@mantine/core';
import { useListQuery } from '../../../shared/list/useListQuery.ts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import { showsSickNotesPager } from '@signoff/contract/sickNotes';
import { ListBody } from '../../../shared/list/ListBody.tsx';
import { Pager } from '../../../shared/list/Pager.tsx';
import { DataTable } from '../../../shared/list/DataTable.tsx';
import { useRowsLater } from '../../../shared/list/useRowsLater.ts';
import { SICK_NOTES_OPENING_PAGE, sickNotesListQuery } from './api/listSickNotes.ts';
import { RowLink } from '../../../shared/list/RowLink.tsx';

/** Two sections (spec §2): certificates to review, and sick days still waiting for one. */
export function SickNotesListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(SICK_NOTES_OPENING_PAGE);
  const query = useListQuery(sickNotesListQuery(page));
  const { data, isPending } = useRowsLater(query);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('sickNotes.toReview')}
        </Title>
        <ListBody
          isPending={isPending}
          error={query.error}
          isEmpty={(data?.pending.items.length ?? 0) === 0}
          emptyTitle={t('sickNotes.noneToReview')}
        >
          <DataTable
            label={t('sickNotes.toReview')}
            rows={data?.pending.items ?? []}
            rowKey={(row) => row.id}
            columns={[
              {
                id: 'person',
                header: t('sickNotes.col.person'),
                cell: (row) => <RowLink to={`/inbox/sickNotes/${row.id}`}>{row.employee_name}</RowLink>,
              },
              { id: 'type', header: t('sickNotes.col.type'), cell: (row) => row.day_off_type_name },
              { id: 'dates', header: t('sickNotes.col.dates'), cell: (row) => row.dates },
            ]}
          />
          {data && showsSickNotesPager(page, data.pending.total) && (
            <Pager
              page={page}
              total={Math.max(data.pending.total, (page + 1) * data.pending.per_page)}
              perPage={data.pending.per_page}
              onChange={setPage}
            />
          )}
        </ListBody>
      </Stack>
      {/* Drawn with the data, not before: under the first section's skeleton, this heading moved when the rows came in. */}
      {data && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('sickNotes.waiting')}
          </Title>
          <ListBody isPending={false} error={null} isEmpty={data.waiting.length === 0} emptyTitle={t('sickNotes.noneWaiting')}>
            <DataTable
              label={t('sickNotes.waiting')}
              rows={data.waiting}
              rowKey={(row) => row.id}
              columns={[
                {
                  id: 'person',
                  header: t('sickNotes.col.person'),
                  cell: (row) => <RowLink to={`/inbox/sickNotes/person/${row.person_id}/${row.day_off_type_id}`}>{row.name}</RowLink>,
                },
                { id: 'type', header: t('sickNotes.col.type'), cell: (row) => row.day_off_type_name },
                {
                  id: 'dates',
                  header: t('sickNotes.col.dates'),
                  cell: (row) => (
                    <Group gap={4}>
                      {row.pending_dates.map((d) => (
                        <Badge key={d} variant="light" color="orange">
                          {formatDate(d)}
                        </Badge>
                      ))}
                    </Group>
                  ),
                },
              ]}
            />
          </ListBody>
        </Stack>
      )}
    </Stack>
  );
}
