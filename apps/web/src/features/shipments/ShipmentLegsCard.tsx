import { LEG_KIND_LABELS, type ShipmentDetail } from '@freight/domain';
import { Stack, Table, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DetailCard } from '../../shared/ui/DetailCard';
import { KEYBOARD_SCROLL } from '../../shared/ui/keyboardScroll';

/** The legs of the journey in order: kind, mode, carrier, vessel or flight, route and times. */
export function ShipmentLegsCard({ shipment }: { shipment: ShipmentDetail }) {
  const format = useDateFormat();
  const time = (value: string | null) => (value ? format.dateTime(value) : '—');
  return (
    <DetailCard title="Legs" icon={<IconRoute size={18} />} color="teal">
      <Table.ScrollContainer minWidth={640} scrollAreaProps={KEYBOARD_SCROLL}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Leg</Table.Th>
              <Table.Th>Carrier</Table.Th>
              <Table.Th>Route</Table.Th>
              <Table.Th>Departure</Table.Th>
              <Table.Th>Arrival</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shipment.legs.map((leg) => (
              <Table.Tr key={leg.id}>
                <Table.Td>{leg.sequence}</Table.Td>
                <Table.Td>
                  {LEG_KIND_LABELS[leg.kind]} · {leg.transport_mode}
                </Table.Td>
                <Table.Td>
                  {[leg.carrier, leg.vessel_or_flight, leg.voyage].filter(Boolean).join(' / ') || '—'}
                </Table.Td>
                <Table.Td>
                  {leg.from_code || '—'} → {leg.to_code || '—'}
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">ETD {time(leg.etd)}</Text>
                    {leg.atd && <Text size="xs">ATD {time(leg.atd)}</Text>}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">ETA {time(leg.eta)}</Text>
                    {leg.ata && <Text size="xs">ATA {time(leg.ata)}</Text>}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DetailCard>
  );
}
