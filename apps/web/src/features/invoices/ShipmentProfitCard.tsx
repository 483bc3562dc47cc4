import type { CurrencyCode, ProfitFigures, ShipmentDetail } from '@freight/domain';
import { Table, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { money } from '../../shared/format/money';
import { DetailCard } from '../../shared/ui/DetailCard';
import { InlineQueryState } from '../../shared/ui/InlineQueryState';
import { KEYBOARD_SCROLL } from '../../shared/ui/keyboardScroll';
import { usePermission } from '../auth/session/usePermission';
import { useShipmentProfit } from './supplierBillQueries';

/** The rows of the card: each figure's label, and whether it is a total (shown bold). */
const ROWS: [keyof Omit<ProfitFigures, 'currency'>, string, boolean][] = [
  ['invoiced', 'Invoiced (net of credit notes)', false],
  ['to_invoice', 'Still to invoice', false],
  ['revenue', 'Revenue', true],
  ['billed_cost', 'Billed by suppliers', false],
  ['expected_cost', 'Still expected', false],
  ['cost', 'Cost', true],
  ['planned_margin', 'Planned margin', true],
  ['actual_margin', 'Actual margin', true],
];

function ProfitTable({ quote, base }: { quote: ProfitFigures; base: ProfitFigures | null }) {
  const shown = base && base.currency !== quote.currency ? base : null;
  return (
    <Table.ScrollContainer minWidth={320} scrollAreaProps={KEYBOARD_SCROLL}>
      <Table striped aria-label="Profit">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Figure</Table.Th>
            <Table.Th ta="right">{quote.currency}</Table.Th>
            {shown && <Table.Th ta="right">{shown.currency} (base)</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map(([name, label, total]) => (
            <Table.Tr key={name} fw={total ? 700 : undefined}>
              <Table.Th scope="row" fw={total ? 700 : 400}>
                {label}
              </Table.Th>
              <Table.Td ta="right" c={quote[name] < 0 ? 'red' : undefined}>
                {money(quote[name], quote.currency as CurrencyCode)}
              </Table.Td>
              {shown && (
                <Table.Td ta="right" c={shown[name] < 0 ? 'red' : undefined}>
                  {money(shown[name], shown.currency as CurrencyCode)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The job's profit: revenue (invoiced and still to invoice), cost (billed and still expected), the planned
 * margin of the accepted quote and the actual margin, in the quote's currency and the company's base currency.
 */
export function ShipmentProfitCard({ shipment }: { shipment: ShipmentDetail }) {
  const canView = usePermission('invoices', 'view');
  const profit = useShipmentProfit(shipment.id, canView);
  if (!canView) return null;
  return (
    <DetailCard title="Profit" icon={<IconChartLine size={18} />} color="teal">
      <InlineQueryState query={profit} loading="Loading the profit..." failed="Failed to load the profit">
        {(data) => (
          <>
            <ProfitTable quote={data.quote} base={data.base} />
            {data.base === null && (
              <Text size="xs" c="dimmed" mt="xs">
                No exchange rate to the base currency was kept for this quote.
              </Text>
            )}
            {data.rates_date && data.base && (
              <Text size="xs" c="dimmed" mt="xs">
                Base currency at the quote's rates of {data.rates_date}.
              </Text>
            )}
          </>
        )}
      </InlineQueryState>
    </DetailCard>
  );
}
