import type { ExchangeRateRecord } from '@freight/domain';
import { Badge, Table } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
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
  const t = useT();
  return (
    <ResponsiveTable minWidth={560} maxHeight={420} stickyHeader striped data-testid="exchange-rates-table">
      <TableHeadRow
        columns={[
          t('exchangeRates.pair'),
          t('exchangeRates.rate'),
          t('exchangeRates.date'),
          t('exchangeRates.source'),
        ]}
        actions="hidden"
      />
      <Table.Tbody>
        {rates.map((rate) => (
          <Table.Tr key={rate.id}>
            <Table.Td {...cardCell.title} fw={600}>
              {ratePair(rate)}
            </Table.Td>
            <Table.Td
              {...cardCell.field(t('exchangeRates.rate'))}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              1 {rate.base} = {rate.rate} {rate.quote}
            </Table.Td>
            <Table.Td {...cardCell.field(t('exchangeRates.date'))}>{format.date(rate.date)}</Table.Td>
            <Table.Td {...cardCell.field(t('exchangeRates.source'))}>
              <Badge variant="light" color={rate.source === 'manual' ? 'gray' : 'indigo'}>
                {rate.source === 'manual' ? t('exchangeRates.manual') : rate.source}
              </Badge>
            </Table.Td>
            <Table.Td {...cardCell.aside}>
              <RowEditDeleteActions
                label={t('exchangeRates.rowName', { pair: ratePair(rate) })}
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
