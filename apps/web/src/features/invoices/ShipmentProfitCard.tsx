import type { CurrencyCode, ProfitFigures, ShipmentDetail } from '@freight/domain';
import { Table, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { money } from '../../shared/format/money';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import { DetailCard } from '../../shared/ui/DetailCard';
import { InlineQueryState } from '../../shared/ui/InlineQueryState';
import { KEYBOARD_SCROLL } from '../../shared/ui/keyboardScroll';
import { usePermission } from '../auth/session/usePermission';
import { useShipmentProfit } from './supplierBillQueries';

/** The rows of the card: each figure's label, and whether it is a total (shown bold). */
const ROWS: [keyof Omit<ProfitFigures, 'currency'>, MessageId, boolean][] = [
  ['invoiced', 'profit.invoiced', false],
  ['to_invoice', 'profit.toInvoice', false],
  ['revenue', 'profit.revenue', true],
  ['billed_cost', 'profit.billedCost', false],
  ['expected_cost', 'profit.expectedCost', false],
  ['cost', 'profit.cost', true],
  ['planned_margin', 'profit.plannedMargin', true],
  ['actual_margin', 'profit.actualMargin', true],
];

function ProfitTable({ quote, base }: { quote: ProfitFigures; base: ProfitFigures | null }) {
  const t = useT();
  const shown = base && base.currency !== quote.currency ? base : null;
  return (
    <Table.ScrollContainer minWidth={320} scrollAreaProps={KEYBOARD_SCROLL}>
      <Table striped aria-label={t('profit.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('profit.figure')}</Table.Th>
            <Table.Th ta="right">{quote.currency}</Table.Th>
            {shown && <Table.Th ta="right">{t('profit.baseColumn', { currency: shown.currency })}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map(([name, label, total]) => (
            <Table.Tr key={name} fw={total ? 700 : undefined}>
              <Table.Th scope="row" fw={total ? 700 : 400}>
                {t(label)}
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
  const t = useT();
  const canView = usePermission('invoices', 'view');
  const profit = useShipmentProfit(shipment.id, canView);
  if (!canView) return null;
  return (
    <DetailCard title={t('profit.title')} icon={<IconChartLine size={18} />} color="teal">
      <InlineQueryState query={profit} loading={t('profit.loading')} failed={t('profit.loadFailed')}>
        {(data) => (
          <>
            <ProfitTable quote={data.quote} base={data.base} />
            {data.base === null && (
              <Text size="xs" c="dimmed" mt="xs">
                {t('profit.noRate')}
              </Text>
            )}
            {data.rates_date && data.base && (
              <Text size="xs" c="dimmed" mt="xs">
                {t('profit.ratesOf', { day: data.rates_date })}
              </Text>
            )}
          </>
        )}
      </InlineQueryState>
    </DetailCard>
  );
}
