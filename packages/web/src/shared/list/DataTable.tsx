import type { ReactNode } from 'react';
import { Group, NativeSelect, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCardLayout } from '../useCardLayout.ts';
import { useCardsByScreen } from './useCardsByScreen.ts';
import classes from './ListCards.module.css';

export type TColumn<Row> = {
  /** Stable id of the column (React key, sort key, remembered hidden-column key). */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The server can order by this column: its header becomes a sort button. */
  sortable?: boolean;
  /** The user may hide it (the column menu); the column holding the row's link never is. */
  hideable?: boolean;
};

export type TSort = { column: string; direction: 'asc' | 'desc' };

/** How a row stands out from the pending ones: its text greyed (a closed reminder), or its background (a settled item). */
export type TRowTone = 'dimmed' | 'settled';

const toneProps = (tone: TRowTone | undefined) => (tone === 'dimmed' ? { c: 'dimmed' } : tone === 'settled' ? { bg: 'gray.1' } : {});

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (direction === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} opacity={0.45} aria-hidden />;
}

/** Cards have no headers to click: the same server sorts are offered in one select above them. */
function CardSort<Row>({
  columns,
  sort,
  onSortChange,
}: {
  columns: readonly TColumn<Row>[];
  sort?: TSort;
  onSortChange: (sort: TSort) => void;
}) {
  const { t } = useTranslation();
  const sortable = columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  const options = [
    ...(sort ? [] : [{ value: '', label: t('list.sortDefault') }]),
    ...sortable.flatMap((c) => [
      { value: `${c.id}:asc`, label: t('list.sortAsc', { column: c.header }) },
      { value: `${c.id}:desc`, label: t('list.sortDesc', { column: c.header }) },
    ]),
  ];
  return (
    <NativeSelect
      label={t('list.sort')}
      data={options}
      value={sort ? `${sort.column}:${sort.direction}` : ''}
      onChange={(e) => {
        const [column, direction] = e.currentTarget.value.split(':');
        if (column && (direction === 'asc' || direction === 'desc')) onSortChange({ column, direction });
      }}
    />
  );
}

/**
 * The inbox lists' table. Rows link to their detail through a real <a> inside a cell (a keyboard, a screen reader and
 * Playwright's getByRole('link') all find it), never through a row click handler. Sorting is the server's: a sortable
 * header is a button that sorts A→Z first, then the other way. Under 768 px the same cells are drawn as one card per row.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowTone,
  sort,
  onSortChange,
  hidden = [],
}: {
  label: string;
  columns: readonly TColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTone?: (row: Row) => TRowTone | undefined;
  sort?: TSort;
  onSortChange?: (sort: TSort) => void;
  /** Ids of the columns the user hid. */
  hidden?: readonly string[];
}) {
  const { t } = useTranslation();
  const isCards = useCardLayout();
  const cards = useCardsByScreen(rows);
  const visible = columns.filter((c) => !(c.hideable && hidden.includes(c.id)));

  if (isCards)
    return (
      <Stack gap="sm">
        {onSortChange && <CardSort columns={visible} sort={sort} onSortChange={onSortChange} />}
        <div className={classes.cards} role="list" aria-label={label}>
          {cards.map((row) => (
            <div key={rowKey(row)} className={classes.card} role="listitem" data-tone={rowTone?.(row)}>
              {visible.map((c, i) =>
                i === 0 ? (
                  <div key={c.id}>{c.cell(row)}</div>
                ) : (
                  <div key={c.id} className={classes.field}>
                    <div className={classes.fieldName}>{c.header}</div>
                    <div className={classes.fieldValue}>{c.cell(row)}</div>
                  </div>
                ),
              )}
            </div>
          ))}
        </div>
      </Stack>
    );

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      {/* The browser's own scrolling, as in TableScroll.tsx and for its reason. */}
      <Table.ScrollContainer type="native" minWidth={640}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {visible.map((c) => {
                const direction = sort?.column === c.id ? sort.direction : null;
                const heading = (
                  <Text component="span" fz="xs" tt="uppercase" c="dimmed" fw={600}>
                    {c.header}
                  </Text>
                );
                return (
                  <Table.Th
                    key={c.id}
                    ta={c.align}
                    w={c.width}
                    aria-sort={c.sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
                  >
                    {c.sortable && onSortChange ? (
                      <UnstyledButton
                        onClick={() => onSortChange({ column: c.id, direction: direction === 'asc' ? 'desc' : 'asc' })}
                        aria-label={t('list.sortBy', { column: c.header })}
                      >
                        <Group gap={4} wrap="nowrap">
                          {heading}
                          <SortIcon direction={direction} />
                        </Group>
                      </UnstyledButton>
                    ) : (
                      heading
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} {...toneProps(rowTone?.(row))}>
                {visible.map((c) => (
                  <Table.Td key={c.id} ta={c.align}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
