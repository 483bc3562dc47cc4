import type { CurrencyCode, ShipmentDetail } from '@freight/domain';
import { Table, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { money } from '../../shared/format/money';
import { DetailCard } from '../../shared/ui/DetailCard';
import { KEYBOARD_SCROLL } from '../../shared/ui/keyboardScroll';

/** The charges copied from the quotation's cost lines, read only: sell in the shipment's currency, and buy. */
export function ShipmentChargesCard({ shipment }: { shipment: ShipmentDetail }) {
  const currency = shipment.currency as CurrencyCode;
  return (
    <DetailCard title="Charges" icon={<IconCoins size={18} />} color="yellow">
      {shipment.charges.length === 0 ? (
        <Text size="sm" c="dimmed">
          No charges: the quotation had no cost lines.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520} scrollAreaProps={KEYBOARD_SCROLL}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Charge</Table.Th>
                <Table.Th>Where</Table.Th>
                <Table.Th>Supplier</Table.Th>
                <Table.Th ta="right">Buy</Table.Th>
                <Table.Th ta="right">Sell</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shipment.charges.map((charge) => (
                <Table.Tr key={charge.id}>
                  <Table.Td>
                    {charge.description}
                    {charge.client_description && charge.client_description !== charge.description && (
                      <Text size="xs" c="dimmed">
                        Client reads: {charge.client_description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{charge.location}</Table.Td>
                  <Table.Td>{charge.supplier || '—'}</Table.Td>
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
