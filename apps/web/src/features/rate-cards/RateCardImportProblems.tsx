import type { RateCardImportError } from '@freight/domain';
import { ScrollArea, Table } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';

/** A refused import's problems, one row each: the file's row, the column ('—' for the whole row), what is wrong. */
export function RateCardImportProblems({ rows }: { rows: RateCardImportError[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <ScrollArea.Autosize mah={260}>
      <Table fz="xs" verticalSpacing={4} aria-label={t('rateCards.problems')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rateCards.row')}</Table.Th>
            <Table.Th>{t('rateCards.column')}</Table.Th>
            <Table.Th>{t('rateCards.problem')}</Table.Th>
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
