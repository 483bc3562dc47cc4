import { type PublicShipment, SHIPMENT_STATUS_COLORS } from '@freight/domain';
import { Badge, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { pageLocale } from '../../shared/i18n/pageLocale';
import { useT } from '../../shared/i18n/useT';
import { MILESTONE_STATUS_LOOK as STATUS_LOOK } from '../shipments/milestoneStatusLook';
import { trackingMilestoneLabel } from './trackingLinkMessages';
import {
  MILESTONE_STATUS_MESSAGES,
  SHIPMENT_STATUS_MESSAGES,
  TRANSPORT_MODE_MESSAGES,
} from './trackingMessages';
import { trackingPlaceName } from './trackingPlaceName';

type Leg = PublicShipment['legs'][number];

// The viewer is signed out: dates are written in the page's language (in English, the browser's own locale),
// in the browser's time zone.
const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(pageLocale(navigator.language), {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(iso))
    : '—';

/** The shipment as its customer follows it: number and status, references, route, legs and milestones. */
export function TrackingSummary({ shipment }: { shipment: PublicShipment }) {
  const t = useT();
  const references = [
    [t('publicTracking.booking'), shipment.booking_reference],
    [t('publicTracking.carrierReference'), shipment.carrier_reference],
    [t('publicTracking.houseReference'), shipment.house_reference],
  ].filter(([, value]) => value !== '');
  const done = shipment.milestones.filter((m) => m.status === 'done').length;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('publicTracking.titleNumbered', { number: shipment.shipment_number })}
          </Title>
          <Badge color={SHIPMENT_STATUS_COLORS[shipment.status]} variant="light" size="lg" tt="none">
            {t(SHIPMENT_STATUS_MESSAGES[shipment.status])}
          </Badge>
        </Group>
        {(shipment.origin.code || shipment.destination.code) && (
          <Text mt="xs" data-testid="tracking-route">
            {trackingPlaceName(shipment.origin, t)} → {trackingPlaceName(shipment.destination, t)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t(TRANSPORT_MODE_MESSAGES[shipment.transport_mode])}
          {shipment.owner_name && ` · ${t('publicTracking.yourContact', { name: shipment.owner_name })}`}
        </Text>
        {references.map(([label, value]) => (
          <Text size="sm" key={label}>
            {label}: {value}
          </Text>
        ))}
      </Paper>
      <section aria-labelledby="tracking-legs">
        <Title order={2} size="h4" id="tracking-legs" mb="xs">
          {t('publicTracking.legs')}
        </Title>
        <Stack gap="xs">
          {shipment.legs.length === 0 && <Text c="dimmed">{t('publicTracking.noLegs')}</Text>}
          {shipment.legs.map((leg) => (
            <LegCard key={leg.sequence} leg={leg} />
          ))}
        </Stack>
      </section>
      <section aria-labelledby="tracking-milestones">
        <Title order={2} size="h4" id="tracking-milestones" mb="xs">
          {t('publicTracking.milestones')}
        </Title>
        <Timeline active={done - 1} bulletSize={22} lineWidth={2}>
          {shipment.milestones.map((milestone) => (
            <Timeline.Item
              key={milestone.key}
              bullet={STATUS_LOOK[milestone.status].icon}
              color={STATUS_LOOK[milestone.status].color}
              title={trackingMilestoneLabel(milestone.label)}
              data-testid={`tracking-milestone-${milestone.key}`}
            >
              <Badge size="xs" variant="light" color={STATUS_LOOK[milestone.status].color}>
                {t(MILESTONE_STATUS_MESSAGES[milestone.status])}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('publicTracking.planned', { at: when(milestone.planned_at) })}
              </Text>
              <Text size="xs">{t('publicTracking.actual', { at: when(milestone.actual_at) })}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </section>
    </Stack>
  );
}

function LegCard({ leg }: { leg: Leg }) {
  const t = useT();
  const vessel = [leg.carrier, leg.vessel_or_flight, leg.voyage].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="sm">
      <Text fw={600}>
        {trackingPlaceName(leg.from, t)} → {trackingPlaceName(leg.to, t)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(TRANSPORT_MODE_MESSAGES[leg.transport_mode])}
        {vessel && ` · ${vessel}`}
      </Text>
      <Text size="sm">
        {t('publicTracking.departure', { planned: when(leg.etd), actual: when(leg.atd) })}
      </Text>
      <Text size="sm">{t('publicTracking.arrival', { planned: when(leg.eta), actual: when(leg.ata) })}</Text>
    </Paper>
  );
}
