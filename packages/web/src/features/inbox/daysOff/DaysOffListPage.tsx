import { useMemo } from 'react';
import { Anchor, Badge, Button, Checkbox, Group, Menu, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconColumns } from '@tabler/icons-react';
import {
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type SortingState,
} from '@tanstack/react-table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DAYS_OFF_LIST_COLUMNS,
  DAYS_OFF_LIST_DEFAULT_STATUS,
  DAYS_OFF_LIST_STATUSES,
  type TDaysOffListColumn,
  type TDaysOffListRow,
} from '@signoff/contract/daysOff';
import { formatDate } from '@signoff/contract/format';
import { useListState } from '../../../shared/list/useListState.ts';
import { StatusTabs } from '../../../shared/list/StatusTabs.tsx';
import { SearchBox } from '../../../shared/list/SearchBox.tsx';
import { Pager } from '../../../shared/list/Pager.tsx';
import { ListBody } from '../../../shared/list/ListBody.tsx';
import { useRememberedState } from '../../../shared/useRememberedState.ts';
import { SegmentSelect } from '../../../widgets/SegmentSelect.tsx';
import { useDaysOffList } from './api/listDaysOffRequests.ts';

const AREA = 'daysOff';
const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });
const isColumn = (v: unknown): v is TDaysOffListColumn => (DAYS_OFF_LIST_COLUMNS as readonly unknown[]).includes(v);

/** Sort and hidden columns are remembered as short strings ("request_date:desc", "team,request_date"). */
function useRememberedSort() {
  const [stored, setStored] = useRememberedState<string>(`inbox.${AREA}.sort`, 'request_date:desc', (v): v is string => {
    if (typeof v !== 'string') return false;
    const [column, direction] = v.split(':');
    return isColumn(column) && (direction === 'asc' || direction === 'desc');
  });
  const [column, direction] = stored.split(':') as [TDaysOffListColumn, 'asc' | 'desc'];
  return { column, direction, set: (c: TDaysOffListColumn, d: 'asc' | 'desc') => setStored(`${c}:${d}`) };
}

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
  const list = useListState(AREA, DAYS_OFF_LIST_STATUSES, DAYS_OFF_LIST_DEFAULT_STATUS);
  const sort = useRememberedSort();
  const [segment, setSegment] = useRememberedState<string>(`inbox.${AREA}.segment`, 'all');
  const [hidden, setHidden] = useRememberedState<string>(`inbox.${AREA}.hiddenColumns`, '');
  const query = useDaysOffList({
    status: list.status,
    page: list.page,
    search: list.debouncedSearch,
    sortBy: sort.column,
    sortDirection: sort.direction,
    segment,
  });
  const data = query.data;

  const columns = useMemo<ColumnDef<typeof features, TDaysOffListRow>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'employee_name',
        header: () => t('daysOff.col.name'),
        enableHiding: false,
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={`/inbox/daysOff/${row.original.id}`} fw={500}>
              {row.original.employee_name}
            </Anchor>
            {row.original.request_type === 'delete' && (
              <Badge size="xs" color="red" variant="light">
                {t('daysOff.deleteTag')}
              </Badge>
            )}
          </Group>
        ),
      },
      { id: 'team', accessorKey: 'team_name', header: () => t('daysOff.col.team'), cell: ({ row }) => row.original.team_name ?? '—' },
      {
        id: 'days_off_type',
        accessorKey: 'custom_type_name',
        header: () => t('daysOff.col.days_off_type'),
        cell: ({ row }) => row.original.custom_type_name ?? t('daysOff.type.custom'),
      },
      {
        id: 'request_details',
        accessorKey: 'dates',
        header: () => t('daysOff.col.request_details'),
        cell: ({ row }) => <DatesSummary dates={row.original.dates} />,
      },
      {
        id: 'request_date',
        accessorKey: 'time_added',
        header: () => t('daysOff.col.request_date'),
        cell: ({ row }) => formatDate(row.original.time_added),
      },
    ],
    [t],
  );

  const sorting: SortingState = [{ id: sort.column, desc: sort.direction === 'desc' }];
  const columnVisibility: ColumnVisibilityState = Object.fromEntries(
    hidden
      .split(',')
      .filter(isColumn)
      .map((c) => [c, false]),
  );
  const table = useTable({
    features,
    columns,
    data: data?.items ?? [],
    // The server sorts and pages; the table only holds the state and draws the headers.
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting, columnVisibility },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first && isColumn(first.id)) {
        sort.set(first.id, first.desc ? 'desc' : 'asc');
        list.setPage(0);
      }
    },
    onColumnVisibilityChange: (updater) => {
      const next = typeof updater === 'function' ? updater(columnVisibility) : updater;
      setHidden(
        Object.entries(next)
          .filter(([, visible]) => !visible)
          .map(([id]) => id)
          .join(','),
      );
    },
  });

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <StatusTabs statuses={DAYS_OFF_LIST_STATUSES} value={list.status} onChange={list.setStatus} label={t('list.statusFilter')} />
        <Group gap="sm">
          <SegmentSelect
            objectType="days_off"
            value={segment}
            onChange={(v) => {
              setSegment(v);
              list.setPage(0);
            }}
          />
          <SearchBox value={list.search} onChange={list.setSearch} />
          <Menu closeOnItemClick={false} position="bottom-end">
            <Menu.Target>
              <Button variant="default" leftSection={<IconColumns size={16} />}>
                {t('daysOff.columns')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {table.getAllLeafColumns().map((column) => (
                <Menu.Item key={column.id} component="div">
                  <Checkbox
                    label={t(`daysOff.col.${column.id}`)}
                    checked={column.getIsVisible()}
                    disabled={!column.getCanHide()}
                    onChange={(e) => column.toggleVisibility(e.currentTarget.checked)}
                  />
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <ListBody
        isPending={query.isPending}
        error={query.error}
        isEmpty={(data?.items.length ?? 0) === 0}
        emptyTitle={t(`daysOff.empty.${list.status}`)}
        emptyDescription={list.debouncedSearch ? t('list.emptySearch', { term: list.debouncedSearch }) : undefined}
      >
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={720}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={t('inbox.tab.daysOff')}>
              <Table.Thead bg="gray.0">
                {table.getHeaderGroups().map((group) => (
                  <Table.Tr key={group.id}>
                    {group.headers.map((header) => {
                      const direction = header.column.getIsSorted();
                      const label = t(`daysOff.col.${header.column.id}`);
                      return (
                        <Table.Th
                          key={header.id}
                          aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
                        >
                          <UnstyledButton
                            onClick={header.column.getToggleSortingHandler()}
                            aria-label={t('daysOff.sortBy', { column: label })}
                          >
                            <Group gap={4} wrap="nowrap">
                              <Text fz="xs" tt="uppercase" c="dimmed" fw={600}>
                                <table.FlexRender header={header} />
                              </Text>
                              {direction === 'asc' ? (
                                <IconArrowUp size={14} />
                              ) : direction === 'desc' ? (
                                <IconArrowDown size={14} />
                              ) : (
                                <IconArrowsSort size={14} opacity={0.35} />
                              )}
                            </Group>
                          </UnstyledButton>
                        </Table.Th>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Thead>
              <Table.Tbody>
                {table.getRowModel().rows.map((row) => (
                  <Table.Tr key={row.id}>
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id}>
                        <table.FlexRender cell={cell} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        {data && <Pager page={list.page} total={data.total} perPage={data.per_page} onChange={list.setPage} />}
      </ListBody>
    </Stack>
  );
}
