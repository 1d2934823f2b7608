import type { ReactNode } from 'react';
import { Paper, Table } from '@mantine/core';

export type TColumn<Row> = {
  /** Stable id of the column (React key). */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
};

/**
 * A plain, accessible table for inbox lists. Rows link to their detail through a real <a> inside a cell (so a
 * keyboard, a screen reader and Playwright's getByRole('link') all find it), never through a row click handler.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowProps,
}: {
  label: string;
  columns: readonly TColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Per-row styling such as greying out closed rows. */
  rowProps?: (row: Row) => { c?: string; opacity?: number };
}) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.id} ta={c.align} w={c.width} fz="xs" tt="uppercase" c="dimmed" fw={600}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((c) => (
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
