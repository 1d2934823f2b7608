import { Group, Text, VisuallyHidden } from '@mantine/core';
import {
  IconArrowsShuffle,
  IconBike,
  IconBuildingTunnel,
  IconBus,
  IconCar,
  IconRoute,
  IconTicket,
  IconTrain,
  IconWalk,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCommuteGroupRow, TTransportType } from '@signoff/contract/commute';
import { formatDate } from '@signoff/contract/format';
import { useListState } from '../../../shared/list/useListState.ts';
import { ListPage } from '../../../shared/list/ListPage.tsx';
import { PersonCell } from '../../../shared/list/PersonCell.tsx';
import type { TColumn } from '../../../shared/list/DataTable.tsx';
import { useFormat } from '../../../shared/useFormat.ts';
import { COMMUTE_LIST, useCommuteList } from './api/listCommute.ts';
import { RowLink } from '../../../shared/list/RowLink.tsx';

const TRANSPORT_ICON: Record<TTransportType, TablerIcon> = {
  foot: IconWalk,
  bicycle: IconBike,
  car_private: IconCar,
  public_train: IconTrain,
  public_bus: IconBus,
  public_metro: IconBuildingTunnel,
  public_bus_metro_tram: IconTicket,
  public_transport_combination: IconRoute,
};

/** Secondary text, darker than Mantine's "dimmed" (3.3:1 on white) so it keeps the 4.5:1 contrast of WCAG AA. */
export const SECONDARY = 'gray.7';

/** The icon of a transport type; null is a group whose days travelled in several ways. */
export function transportIcon(type: TTransportType | null): TablerIcon {
  return type ? TRANSPORT_ICON[type] : IconArrowsShuffle;
}

/** A transport type as an icon and its name. */
function TransportType({ type, size = 18 }: { type: TTransportType | null; size?: number }) {
  const { t } = useTranslation();
  const TypeIcon = transportIcon(type);
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <TypeIcon size={size} stroke={1.6} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-gray-7)' }} />
      <span>{t(`commute.transport.${type ?? 'several'}`)}</span>
    </Group>
  );
}

/** "12 km"; '-' for a group whose days differ (spec §2) or a day declared without a distance, said in words to a screen reader. */
export function Km({ km }: { km: number | '-' | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (km === null || km === '-')
    return (
      <span>
        -<VisuallyHidden>{km === null ? t('commute.kmNone') : t('commute.kmVaries')}</VisuallyHidden>
      </span>
    );
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{t('commute.km', { km: format.decimal(km) })}</span>;
}

function commutePath(row: Pick<TCommuteGroupRow, 'request_ids' | 'employee_id'>): string {
  return `/inbox/commute/${row.request_ids.join(',')}/${row.employee_id}`;
}

/** "01/03/2026 – 05/03/2026", kept on one line (no-break spaces around the dash). */
export function period(first: string, last: string): string {
  return first === last ? formatDate(first) : `${formatDate(first)}\u00a0–\u00a0${formatDate(last)}`;
}

/** /inbox/commute — one row per person (their days of the status asked for); status tabs remembered, zero-based pages. */
export function CommuteListPage() {
  const { t } = useTranslation();
  const list = useListState(...COMMUTE_LIST);
  const query = useCommuteList(list.status, list.page);
  const columns: TColumn<TCommuteGroupRow>[] = [
    {
      id: 'name',
      header: t('commute.col.name'),
      cell: (row) => (
        <PersonCell name={row.name} avatar={row.avatar}>
          <RowLink to={commutePath(row)} size="sm">
            {row.name}
          </RowLink>
        </PersonCell>
      ),
    },
    { id: 'transport', header: t('commute.col.transport'), cell: (row) => <TransportType type={row.commute_type} /> },
    { id: 'km', header: t('commute.col.km'), width: 110, cell: (row) => <Km km={row.km} /> },
    {
      id: 'days',
      header: t('commute.col.days'),
      width: 230,
      cell: (row) => (
        <div>
          <Text size="sm">{t('commute.days', { count: row.days_duration })}</Text>
          <Text size="xs" c={SECONDARY}>
            {period(row.first_date, row.last_date)}
          </Text>
        </div>
      ),
    },
  ];
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.employee_id}
      tableLabel={t('inbox.tab.commute')}
      emptyNoun="COMMUTE"
      withSearch={false}
    />
  );
}
