import type { CostLocation, CurrencyCode, ShipmentDetail } from '@freight/domain';
import { Table, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { money } from '../../shared/format/money';
import { useT } from '../../shared/i18n/useT';
import { DetailCard } from '../../shared/ui/DetailCard';
import { KEYBOARD_SCROLL } from '../../shared/ui/keyboardScroll';
import { COST_LOCATION_MESSAGES } from '../cost-lines/form/costLineChoiceMessages';

/** Where a charge arises, in the reader's language; a place the web does not know is shown as stored. */
const locationMessage = (location: string) =>
  (COST_LOCATION_MESSAGES as Partial<Record<string, (typeof COST_LOCATION_MESSAGES)[CostLocation]>>)[
    location
  ];

/** The charges copied from the quotation's cost lines, read only: sell in the shipment's currency, and buy. */
export function ShipmentChargesCard({ shipment }: { shipment: ShipmentDetail }) {
  const t = useT();
  const currency = shipment.currency as CurrencyCode;
  return (
    <DetailCard title={t('shipments.charges')} icon={<IconCoins size={18} />} color="yellow">
      {shipment.charges.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shipments.chargesEmpty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520} scrollAreaProps={KEYBOARD_SCROLL}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('shipments.charge')}</Table.Th>
                <Table.Th>{t('shipments.chargeWhere')}</Table.Th>
                <Table.Th>{t('shipments.supplier')}</Table.Th>
                <Table.Th ta="right">{t('shipments.buy')}</Table.Th>
                <Table.Th ta="right">{t('shipments.sell')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shipment.charges.map((charge) => (
                <Table.Tr key={charge.id}>
                  <Table.Td>
                    <span data-i18n-ignore>{charge.description}</span>
                    {charge.client_description && charge.client_description !== charge.description && (
                      <Text size="xs" c="dimmed">
                        {t('shipments.clientReads', { text: charge.client_description })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ChargeLocation location={charge.location} />
                  </Table.Td>
                  <Table.Td data-i18n-ignore>{charge.supplier || '—'}</Table.Td>
                  <Table.Td ta="right">
                    {charge.buy_total === null || !charge.buy_currency
                      ? '—'
                      : money(charge.buy_total, charge.buy_currency as CurrencyCode)}
                  </Table.Td>
                  <Table.Td ta="right">{money(charge.sell_amount, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </DetailCard>
  );
}

function ChargeLocation({ location }: { location: string }) {
  const t = useT();
  const message = locationMessage(location);
  return message ? t(message) : <span data-i18n-ignore>{location}</span>;
}
