import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TListState } from './useListState.ts';
import { StatusTabs } from './StatusTabs.tsx';
import { SearchBox } from './SearchBox.tsx';
import { ListBody } from './ListBody.tsx';
import { Pager } from './Pager.tsx';
import { DataTable, type TColumn, type TRowTone, type TSort } from './DataTable.tsx';
import { ColumnsMenu } from './ColumnsMenu.tsx';
import { emptyStateKey } from './emptyStateKey.ts';
import { useRowsLater } from './useRowsLater.ts';

type TPageOf<Row> = { items: readonly Row[]; total: number; total_is_exact?: boolean | undefined; per_page: number };

/**
 * An inbox list as every tab draws it: status tabs (remembered), an optional debounced search, the table, the
 * zero-based pager, and the loading, error (red box) and empty states. The empty title is the i18n key
 * NO_{STATUS}_{emptyNoun}.
 */
export function ListPage<S extends string, Row>({
  list,
  query,
  columns,
  rowKey,
  rowTone,
  tableLabel,
  emptyNoun,
  withSearch = true,
  actions,
  filters,
  sort,
  onSortChange,
  hidden,
  onHiddenChange,
  cursorOf,
}: {
  list: TListState<S>;
  query: { isPending: boolean; error: unknown; data: TPageOf<Row> | undefined };
  columns: readonly TColumn<Row>[];
  rowKey: (row: Row) => string | number;
  rowTone?: (row: Row) => TRowTone | undefined;
  tableLabel: string;
  emptyNoun: string;
  withSearch?: boolean;
  /** Extra controls beside the search box (an export link…). */
  actions?: ReactNode;
  /** Filters of the area's own, before the search box (a segment select…). */
  filters?: ReactNode;
  /** The server's order, for lists whose columns can be sorted. */
  sort?: TSort;
  onSortChange?: (sort: TSort) => void;
  /** Hidden columns; with onHiddenChange the list offers a columns menu. */
  hidden?: readonly string[];
  onHiddenChange?: (hidden: string[]) => void;
  /** For a list the server can page by cursor: the id the next page starts after (the page's last row's). */
  cursorOf?: (row: Row) => number;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useRowsLater(query);
  const isEmpty = (data?.items.length ?? 0) === 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <StatusTabs statuses={list.statuses} value={list.status} onChange={list.setStatus} label={t('list.statusFilter')} />
        <Group gap="sm">
          {filters}
          {actions}
          {withSearch && <SearchBox value={list.search} onChange={list.setSearch} />}
          {onHiddenChange && <ColumnsMenu columns={columns} hidden={hidden ?? []} onChange={onHiddenChange} />}
        </Group>
      </Group>
      <ListBody
        isPending={isPending}
        error={query.error}
        isEmpty={isEmpty}
        emptyTitle={t(emptyStateKey(list.status, emptyNoun))}
        emptyDescription={list.debouncedSearch ? t('list.emptySearch', { term: list.debouncedSearch }) : undefined}
      >
        <DataTable
          label={tableLabel}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={rowKey}
          rowTone={rowTone}
          sort={sort}
          onSortChange={onSortChange}
          hidden={hidden}
        />
      </ListBody>
      {/* Also under an empty page past the first (its last item was just handled), so the user can go back. */}
      {data && !query.error && (
        <Pager
          page={list.page}
          total={data.total}
          exact={data.total_is_exact}
          perPage={data.per_page}
          lastId={cursorOf && data.items.length > 0 ? cursorOf(data.items.at(-1)!) : undefined}
          onChange={list.setPage}
        />
      )}
    </Stack>
  );
}
