import type { ExchangeRateRecord } from '@freight/domain';
import { Badge, Table } from '@mantine/core';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { cardCell } from '../../shared/ui/cardCell';
import { ResponsiveTable } from '../../shared/ui/ResponsiveTable';
import { RowEditDeleteActions } from '../../shared/ui/RowEditDeleteActions';
import { TableHeadRow } from '../../shared/ui/TableHeadRow';

/** A rate's pair as the table and the confirmations name it. */
export const ratePair = (rate: ExchangeRateRecord) => `${rate.base}→${rate.quote}`;

interface ExchangeRatesTableProps {
  rates: ExchangeRateRecord[];
  onEdit: (rate: ExchangeRateRecord) => void;
  onDelete: (rate: ExchangeRateRecord) => void;
}

/** The rates in force, one row a pair, each with Edit and Delete (cards on a phone). */
export function ExchangeRatesTable({ rates, onEdit, onDelete }: ExchangeRatesTableProps) {
  const format = useDateFormat();
  return (
    <ResponsiveTable minWidth={560} maxHeight={420} stickyHeader striped data-testid="exchange-rates-table">
      <TableHeadRow columns={['Pair', 'Rate', 'Date', 'Source']} actions="hidden" />
      <Table.Tbody>
        {rates.map((rate) => (
          <Table.Tr key={rate.id}>
            <Table.Td {...cardCell.title} fw={600}>
              {ratePair(rate)}
            </Table.Td>
            <Table.Td {...cardCell.field('Rate')} style={{ fontVariantNumeric: 'tabular-nums' }}>
              1 {rate.base} = {rate.rate} {rate.quote}
            </Table.Td>
            <Table.Td {...cardCell.field('Date')}>{format.date(rate.date)}</Table.Td>
            <Table.Td {...cardCell.field('Source')}>
              <Badge variant="light" color={rate.source === 'manual' ? 'gray' : 'indigo'}>
                {rate.source === 'manual' ? 'Manual' : rate.source}
              </Badge>
            </Table.Td>
            <Table.Td {...cardCell.aside}>
              <RowEditDeleteActions
                label={`the ${ratePair(rate)} rate`}
                onEdit={() => onEdit(rate)}
                onDelete={() => onDelete(rate)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
