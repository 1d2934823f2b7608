import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DAYS_OFF_LIST_COLUMNS, type TDaysOffListRow } from '@signoff/contract/daysOff';
import { formatDate } from '@signoff/contract/format';
import { isOneOf, useListState } from '../../../shared/list/useListState.ts';
import { useRememberedSort } from '../../../shared/list/rememberedSort.ts';
import { ListPage } from '../../../shared/list/ListPage.tsx';
import type { TColumn } from '../../../shared/list/DataTable.tsx';
import { useRememberedState } from '../../../shared/useRememberedState.ts';
import { SegmentSelect } from '../../../widgets/SegmentSelect.tsx';
import { DAYS_OFF_LIST, DAYS_OFF_SEGMENT, DAYS_OFF_SORT, useDaysOffList } from './api/listDaysOffRequests.ts';
import { RowLink } from '../../../shared/list/RowLink.tsx';

const AREA = DAYS_OFF_LIST[0];
const isColumn = isOneOf(DAYS_OFF_LIST_COLUMNS);

function DatesSummary({ dates }: { dates: readonly string[] }) {
  const { t } = useTranslation();
  if (dates.length === 0) return <>—</>;
  const first = formatDate(dates[0]);
  const last = formatDate(dates[dates.length - 1]);
  return (
    <Text size="sm" component="span">
      {first === last ? first : `${first} – ${last}`}{' '}
      <Text size="xs" c="dimmed" component="span">
        ({t('daysOff.dayCount', { count: dates.length })})
      </Text>
    </Text>
  );
}

export function DaysOffListPage() {
  const { t } = useTranslation();
  const list = useListState(...DAYS_OFF_LIST);
  const sort = useRememberedSort(DAYS_OFF_SORT);
  const [segment, setSegment] = useRememberedState<string>(...DAYS_OFF_SEGMENT);
  const [hidden, setHidden] = useRememberedState<string>(`inbox.${AREA}.hiddenColumns`, '');
  const query = useDaysOffList({
    status: list.status,
    page: list.page,
    after: list.after,
    search: list.debouncedSearch,
    sortBy: sort.column,
    sortDirection: sort.direction,
    segment,
  });

  const columns: TColumn<TDaysOffListRow>[] = [
    {
      id: 'name',
      header: t('daysOff.col.name'),
      sortable: true,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <RowLink to={`/inbox/daysOff/${row.id}`}>{row.employee_name}</RowLink>
          {row.request_type === 'delete' && (
            <Badge size="xs" color="red" variant="light">
              {t('daysOff.deleteTag')}
            </Badge>
          )}
        </Group>
      ),
    },
    { id: 'team', header: t('daysOff.col.team'), sortable: true, hideable: true, cell: (row) => row.team_name ?? '—' },
    {
      id: 'days_off_type',
      header: t('daysOff.col.days_off_type'),
      sortable: true,
      hideable: true,
      cell: (row) => row.custom_type_name ?? t('daysOff.type.custom'),
    },
    {
      id: 'request_details',
      header: t('daysOff.col.request_details'),
      sortable: true,
      hideable: true,
      cell: (row) => <DatesSummary dates={row.dates} />,
    },
    {
      id: 'request_date',
      header: t('daysOff.col.request_date'),
      sortable: true,
      hideable: true,
      cell: (row) => formatDate(row.time_added),
    },
  ];

  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      cursorOf={(row) => row.id}
      tableLabel={t('inbox.tab.daysOff')}
      emptyNoun="DAYS_OFF"
      filters={
        <SegmentSelect
          objectType="days_off"
          value={segment}
          onChange={(v) => {
            setSegment(v);
            list.setPage(0);
          }}
        />
      }
      sort={{ column: sort.column, direction: sort.direction }}
      onSortChange={(next) => {
        if (!isColumn(next.column)) return;
        sort.set(next.column, next.direction);
        list.setPage(0);
      }}
      hidden={hidden.split(',').filter(isColumn)}
      onHiddenChange={(next) => setHidden(next.join(','))}
    />
  );
}
