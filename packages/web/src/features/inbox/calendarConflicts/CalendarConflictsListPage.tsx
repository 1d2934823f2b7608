import { useEffect } from 'react';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TInboxTabKey } from '@signoff/contract/inbox';
import {
  emptyCalendarConflictsDescKey,
  emptyCalendarConflictsKey,
  type TCalendarConflictListItem,
} from '@signoff/contract/calendarConflicts';
import { formatDate } from '@signoff/contract/format';
import { useListState } from '../../../shared/list/useListState.ts';
import { StatusTabs } from '../../../shared/list/StatusTabs.tsx';
import { SearchBox } from '../../../shared/list/SearchBox.tsx';
import { ListBody } from '../../../shared/list/ListBody.tsx';
import { DataTable, type TColumn } from '../../../shared/list/DataTable.tsx';
import { useRowsLater } from '../../../shared/list/useRowsLater.ts';
import { Pager } from '../../../shared/list/Pager.tsx';
import { PersonCell } from '../../../shared/list/PersonCell.tsx';
import { RowLink } from '../../../shared/list/RowLink.tsx';
import { STATUS_COLUMN_WIDTH, StatusBadge } from '../../../shared/StatusBadge.tsx';
import { rememberedKeys, useRememberedState } from '../../../shared/useRememberedState.ts';
import { CALENDAR_CONFLICTS_LIST, useCalendarConflicts } from './api/listCalendarConflicts.ts';

/**
 * /inbox/calendarConflicts — spec 02 §2.2: status tabs (remembered), a search box (200 ms, back to page 0), zero-based
 * pages, person and date. Built from the list kit's parts rather than ListPage because its empty state has a
 * description of its own (NO_{STATUS}_CALENDAR_CONFLICTS_DESC).
 */
export function CalendarConflictsListPage() {
  const { t } = useTranslation();
  const list = useListState(...CALENDAR_CONFLICTS_LIST);
  const query = useCalendarConflicts(list.status, list.page, list.debouncedSearch);
  const { data, isPending } = useRowsLater(query);
  const isEmpty = (data?.items.length ?? 0) === 0;
  const [, setLastTab] = useRememberedState<TInboxTabKey | ''>(rememberedKeys.lastInboxTab, '');
  // Spec 02 §2.2: an empty list forgets the remembered inbox tab (the tab itself hides once its count is 0).
  const isLoadedEmpty = data !== undefined && !query.isPlaceholderData && data.total === 0;
  useEffect(() => {
    if (isLoadedEmpty) setLastTab('');
  }, [isLoadedEmpty, setLastTab]);

  const columns: TColumn<TCalendarConflictListItem>[] = [
    {
      id: 'person',
      header: t('calendarConflicts.col.person'),
      cell: (row) => (
        <PersonCell name={row.person.name} avatar={row.person.avatar}>
          <RowLink to={`/inbox/calendarConflicts/${row.id}`}>{row.person.name}</RowLink>
        </PersonCell>
      ),
    },
    { id: 'date', header: t('calendarConflicts.col.date'), width: 140, cell: (row) => formatDate(row.date_conflict) },
    {
      id: 'status',
      header: t('calendarConflicts.col.status'),
      width: STATUS_COLUMN_WIDTH,
      cell: (row) => <StatusBadge status={row.status} />,
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <StatusTabs statuses={list.statuses} value={list.status} onChange={list.setStatus} label={t('list.statusFilter')} />
        <SearchBox value={list.search} onChange={list.setSearch} />
      </Group>
      <ListBody
        isPending={isPending}
        error={query.error}
        isEmpty={isEmpty}
        emptyTitle={t(`calendarConflicts.${emptyCalendarConflictsKey(list.status)}`)}
        emptyDescription={
          list.debouncedSearch
            ? t('list.emptySearch', { term: list.debouncedSearch })
            : t(`calendarConflicts.${emptyCalendarConflictsDescKey(list.status)}`)
        }
      >
        <DataTable
          label={t('inbox.tab.calendarConflicts')}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(row) => row.id}
          // Handled rows are set apart by their background, not by fading: faded text fails WCAG contrast.
          rowTone={(row) => (row.status === 'pending' ? undefined : 'settled')}
        />
      </ListBody>
      {data && !query.error && (
        <Pager
          page={list.page}
          total={data.total}
          exact={data.total_is_exact}
          perPage={data.per_page}
          onChange={(next) => list.setPage(next)}
        />
      )}
    </Stack>
  );
}
