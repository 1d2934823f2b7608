import { Table, Text } from '@mantine/core';

/** A chart's figures as a table: what a screen reader reads and anyone can copy (the chart itself is hidden from them). */
export function FiguresTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: (string | number)[][] }) {
  return (
    // Two to four short columns fit a phone in small type: no scrolling region (which a keyboard could not reach).
    <Table striped withTableBorder fz={{ base: 'xs', sm: 'sm' }} captionSide="top" horizontalSpacing={6}>
      <Table.Caption ta="left">
        <Text size="sm" fw={600} ta="left" component="span">
          {caption}
        </Text>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header, i) => (
            <Table.Th key={header} ta={i === 0 ? 'left' : 'right'} scope="col">
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([first, ...rest]) => (
          <Table.Tr key={String(first)}>
            <Table.Th scope="row" fw={400}>
              {first}
            </Table.Th>
            {rest.map((cell, i) => (
              <Table.Td key={i} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
