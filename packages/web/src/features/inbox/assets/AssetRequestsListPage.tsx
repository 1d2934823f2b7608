import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ASSET_REQUEST_LIST_COLUMNS, type TAssetRequestListStatus, type TAssetRequestRow } from '@signoff/contract/assets';
import { formatDate } from '@signoff/contract/format';
import { isOneOf, useListState } from '../../../shared/list/useListState.ts';
import { useRememberedSort } from '../../../shared/list/rememberedSort.ts';
import { ListPage } from '../../../shared/list/ListPage.tsx';
import { PersonCell } from '../../../shared/list/PersonCell.tsx';
import type { TColumn } from '../../../shared/list/DataTable.tsx';
import { STATUS_COLUMN_WIDTH, StatusBadge } from '../../../shared/StatusBadge.tsx';
import { useMe } from '../../../shared/session.ts';
import { useFormat } from '../../../shared/useFormat.ts';
import { errorText } from '../../../shared/api.ts';
import { toast } from '../../../shared/toast.ts';
import { ASSET_REQUESTS_LIST, ASSET_REQUESTS_SORT, useAssetRequests } from './api/listAssetRequests.ts';
import { useExportAssetRequests } from './api/exportAssetRequests.ts';

const EXPORT_PERMISSION = 'assets_export';
const isColumn = isOneOf(ASSET_REQUEST_LIST_COLUMNS);

/**
 * The Excel export (spec 01 §2 Assets): shown only to a user with the export permission, on a list that is not the
 * pending one and is not empty.
 */
function ExportButton({ status, keyword, isEmpty }: { status: TAssetRequestListStatus; keyword: string; isEmpty: boolean }) {
  const { t } = useTranslation();
  const me = useMe();
  const exporter = useExportAssetRequests();
  if (!me.permissions.includes(EXPORT_PERMISSION) || status === 'pending' || isEmpty) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(
          { status, keyword },
          {
            onSuccess: () => toast.success(t('assets.exported')),
            onError: (error) => toast.error(t('error.title'), errorText(error)),
          },
        )
      }
    >
      {t('assets.export')}
    </Button>
  );
}

/** The way to the Excel import, for HR with the assets or software permission (spec: "reachable from the assets area"). */
function ImportLink() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.permissions.includes('assets') && !me.permissions.includes('software')) return null;
  return (
    <Button component={Link} to="/imports" variant="default" leftSection={<IconUpload size={16} />}>
      {t('assets.import.link')}
    </Button>
  );
}

/** /inbox/assets — tabs all, pending, closed (default pending, remembered), search, sortable columns, pages. */
export function AssetRequestsListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListState(...ASSET_REQUESTS_LIST);
  const sort = useRememberedSort(ASSET_REQUESTS_SORT);
  const query = useAssetRequests({
    status: list.status,
    page: list.page,
    keyword: list.debouncedSearch,
    orderby_column: sort.column,
    orderby_direction: sort.direction,
  });
  const columns: TColumn<TAssetRequestRow>[] = [
    {
      id: 'requester_name',
      header: t('assets.col.requester'),
      sortable: true,
      cell: (row) => <PersonCell name={row.requester.name} avatar={row.requester.avatar} />,
    },
    {
      id: 'assets',
      header: t('assets.col.assets'),
      cell: (row) => (
        <Anchor component={Link} to={`/inbox/assets/${row.id}`} fw={500}>
          {row.asset_names.join(', ') || `#${row.id}`}
        </Anchor>
      ),
    },
    {
      id: 'total_price',
      header: t('assets.col.total_price'),
      sortable: true,
      width: 130,
      cell: (row) => (row.total_price > 0 ? format.money(row.total_price) : <Text span>—</Text>),
    },
    { id: 'time_created', header: t('assets.col.time_created'), sortable: true, width: 140, cell: (row) => formatDate(row.time_created) },
    {
      id: 'status',
      header: t('assets.col.status'),
      sortable: true,
      width: STATUS_COLUMN_WIDTH,
      cell: (row) => <StatusBadge status={row.status} />,
    },
  ];
  const isEmpty = (query.data?.items.length ?? 0) === 0;
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      tableLabel={t('inbox.tab.assets')}
      emptyNoun="ASSETS"
      actions={
        <Group gap="xs">
          <ImportLink />
          <ExportButton status={list.status} keyword={list.debouncedSearch} isEmpty={isEmpty || query.isPending} />
        </Group>
      }
      sort={{ column: sort.column, direction: sort.direction }}
      onSortChange={(next) => {
        if (!isColumn(next.column)) return;
        sort.set(next.column, next.direction);
        list.setPage(0);
      }}
    />
  );
}
