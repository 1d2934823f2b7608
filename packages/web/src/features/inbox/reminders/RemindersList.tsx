import { useEffect, useRef, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import type { TReminder } from '@signoff/contract/reminders';
import { useListState } from '../../../shared/list/useListState.ts';
import { ListPage } from '../../../shared/list/ListPage.tsx';
import type { TColumn } from '../../../shared/list/DataTable.tsx';
import { REMINDERS_STATUS_TABS, useReminders } from './api/listReminders.ts';
import type { TReminderListQuery } from './api/remindersKeys.ts';
import { aboutLabel, reminderTitle } from './reminderLabels.ts';
import { RowLink } from '../../../shared/list/RowLink.tsx';

/**
 * The reminders list of the inbox tab and of the /reminders page: status tabs, the name search (remembered), the page
 * (remembered), 30 a page. A reminder's title links to `{basePath}/{id}`, which opens its modal over the list.
 */
export function RemindersList({
  rememberAs,
  basePath,
  filters,
  filterState,
  actions,
  showTarget = false,
}: {
  rememberAs: string;
  basePath: string;
  filters?: ReactNode;
  filterState: Pick<TReminderListQuery, 'sent' | 'related_object'>;
  actions?: ReactNode;
  showTarget?: boolean;
}) {
  const { t } = useTranslation();
  const list = useListState(rememberAs, ...REMINDERS_STATUS_TABS, { rememberPage: true });
  // A changed filter of the page's own starts again at the first page (spec §4), as the status and search do.
  const filterKey = `${filterState.sent ?? ''}|${filterState.related_object ?? ''}`;
  const previousFilter = useRef(filterKey);
  useEffect(() => {
    if (previousFilter.current === filterKey) return;
    previousFilter.current = filterKey;
    list.setPage(0);
  }, [filterKey, list]);
  const query = useReminders({
    status: list.status,
    page: list.page,
    after: list.after,
    search_term: list.debouncedSearch,
    ...filterState,
  });
  const columns: TColumn<TReminder>[] = [
    {
      id: 'reminder',
      header: t('reminders.col.reminder'),
      cell: (row) => (
        <Stack gap={2}>
          <RowLink to={`${basePath}/${row.id}`}>{reminderTitle(t, row)}</RowLink>
          <Text size="xs" c="dimmed">
            {[aboutLabel(t, row), row.related_employee_name].filter((x, i, all) => x && all.indexOf(x) === i).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    ...(showTarget
      ? [{ id: 'target', header: t('reminders.col.target'), cell: (row: TReminder) => <Text size="sm">{row.target_user_name}</Text> }]
      : []),
    {
      id: 'module',
      header: t('reminders.col.module'),
      cell: (row) => <Text size="sm">{t(`reminders.module.${row.related_object}`)}</Text>,
    },
    {
      id: 'sentOn',
      header: t('reminders.col.sentOn'),
      width: 130,
      cell: (row) => <Text size="sm">{row.sent_on ? formatDate(row.sent_on) : t('reminders.notSent')}</Text>,
    },
    {
      id: 'expirationDate',
      header: t('reminders.col.expirationDate'),
      width: 150,
      cell: (row) => <Text size="sm">{row.expiration_date ? formatDate(row.expiration_date) : '—'}</Text>,
    },
  ];
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      cursorOf={(row) => row.id}
      rowTone={(row) => (row.closed ? 'dimmed' : undefined)}
      tableLabel={t('reminders.title')}
      emptyNoun="REMINDERS"
      filters={filters}
      actions={actions}
    />
  );
}
