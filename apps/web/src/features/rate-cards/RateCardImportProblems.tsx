import type { RateCardImportError } from '@freight/domain';
import { ScrollArea, Table } from '@mantine/core';

/** A refused import's problems, one row each: the file's row, the column ('—' for the whole row), what is wrong. */
export function RateCardImportProblems({ rows }: { rows: RateCardImportError[] }) {
  if (rows.length === 0) return null;
  return (
    <ScrollArea.Autosize mah={260}>
      <Table fz="xs" verticalSpacing={4} aria-label="Import problems">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Column</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.row}-${row.column}-${row.message}`}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td ff="monospace">{row.column || '—'}</Table.Td>
              <Table.Td>{row.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
