import { type PublicShipment, SHIPMENT_STATUS_COLORS, SHIPMENT_STATUS_LABELS } from '@freight/domain';
import { Badge, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';

type Place = PublicShipment['origin'];
type Leg = PublicShipment['legs'][number];

import { MILESTONE_STATUS_LOOK as STATUS_LOOK } from '../shipments/milestoneStatusLook';

// The viewer is signed out: dates follow the browser's own locale and time zone.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
const placeName = (place: Place) => place.name || place.code || '—';

/** The shipment as its customer follows it: number and status, references, route, legs and milestones. */
export function TrackingSummary({ shipment }: { shipment: PublicShipment }) {
  const references = [
    ['Booking', shipment.booking_reference],
    ['Carrier reference (MBL/MAWB)', shipment.carrier_reference],
    ['House reference', shipment.house_reference],
  ].filter(([, value]) => value !== '');
  const done = shipment.milestones.filter((m) => m.status === 'done').length;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Shipment {shipment.shipment_number}
          </Title>
          <Badge color={SHIPMENT_STATUS_COLORS[shipment.status]} variant="light" size="lg" tt="none">
            {SHIPMENT_STATUS_LABELS[shipment.status]}
          </Badge>
        </Group>
        {(shipment.origin.code || shipment.destination.code) && (
          <Text mt="xs" data-testid="tracking-route">
            {placeName(shipment.origin)} → {placeName(shipment.destination)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {shipment.transport_mode}
          {shipment.owner_name && ` · Your contact: ${shipment.owner_name}`}
        </Text>
        {references.map(([label, value]) => (
          <Text size="sm" key={label}>
            {label}: {value}
          </Text>
        ))}
      </Paper>
      <section aria-labelledby="tracking-legs">
        <Title order={2} size="h4" id="tracking-legs" mb="xs">
          Legs
        </Title>
        <Stack gap="xs">
          {shipment.legs.length === 0 && <Text c="dimmed">No legs planned yet.</Text>}
          {shipment.legs.map((leg) => (
            <LegCard key={leg.sequence} leg={leg} />
          ))}
        </Stack>
      </section>
      <section aria-labelledby="tracking-milestones">
        <Title order={2} size="h4" id="tracking-milestones" mb="xs">
          Milestones
        </Title>
        <Timeline active={done - 1} bulletSize={22} lineWidth={2}>
          {shipment.milestones.map((milestone) => (
            <Timeline.Item
              key={milestone.key}
              bullet={STATUS_LOOK[milestone.status].icon}
              color={STATUS_LOOK[milestone.status].color}
              title={milestone.label}
              data-testid={`tracking-milestone-${milestone.key}`}
            >
              <Badge size="xs" variant="light" color={STATUS_LOOK[milestone.status].color}>
                {STATUS_LOOK[milestone.status].label}
              </Badge>
              <Text size="xs" c="dimmed">
                Planned: {when(milestone.planned_at)}
              </Text>
              <Text size="xs">Actual: {when(milestone.actual_at)}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </section>
    </Stack>
  );
}

function LegCard({ leg }: { leg: Leg }) {
  const vessel = [leg.carrier, leg.vessel_or_flight, leg.voyage].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="sm">
      <Text fw={600}>
        {placeName(leg.from)} → {placeName(leg.to)}
      </Text>
      <Text size="sm" c="dimmed">
        {leg.transport_mode}
        {vessel && ` · ${vessel}`}
      </Text>
      <Text size="sm">
        Departure: planned {when(leg.etd)}, actual {when(leg.atd)}
      </Text>
      <Text size="sm">
        Arrival: planned {when(leg.eta)}, actual {when(leg.ata)}
      </Text>
    </Paper>
  );
}
