import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import { showsSickNotesPager } from '@signoff/contract/sickNotes';
import { ListBody } from '../../../shared/list/ListBody.tsx';
import { Pager } from '../../../shared/list/Pager.tsx';
import { sickNotesListQuery } from './api/listSickNotes.ts';

/** Two sections (spec §2): certificates to review, and sick days still waiting for one. */
export function SickNotesListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useQuery(sickNotesListQuery(page));
  const data = query.data;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('sickNotes.toReview')}
        </Title>
        <ListBody
          isPending={query.isPending}
          error={query.error}
          isEmpty={(data?.pending.items.length ?? 0) === 0}
          emptyTitle={t('sickNotes.noneToReview')}
        >
          <PeopleDatesTable label={t('sickNotes.toReview')}>
            {data?.pending.items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/inbox/sickNotes/${row.id}`}>
                    {row.employee_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.day_off_type_name}</Table.Td>
                <Table.Td>{row.dates}</Table.Td>
              </Table.Tr>
            ))}
          </PeopleDatesTable>
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
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('sickNotes.waiting')}
        </Title>
        <ListBody
          isPending={query.isPending}
          error={null}
          isEmpty={(data?.waiting.length ?? 0) === 0}
          emptyTitle={t('sickNotes.noneWaiting')}
        >
          <PeopleDatesTable label={t('sickNotes.waiting')}>
            {data?.waiting.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/inbox/sickNotes/person/${row.person_id}/${row.day_off_type_id}`}>
                    {row.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.day_off_type_name}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {row.pending_dates.map((d) => (
                      <Badge key={d} variant="light" color="orange">
                        {formatDate(d)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </PeopleDatesTable>
        </ListBody>
      </Stack>
    </Stack>
  );
}

/** Both sections are a person / type / dates table. */
function PeopleDatesTable({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md">
      <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sickNotes.col.person')}</Table.Th>
            <Table.Th>{t('sickNotes.col.type')}</Table.Th>
            <Table.Th>{t('sickNotes.col.dates')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Paper>
  );
}
