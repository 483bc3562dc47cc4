import { type ShipmentDetail, type ShipmentEvent, shipmentsApi } from '@freight/domain';
import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { shipmentKeys } from '../../shared/api/queryKeys';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DetailCard } from '../../shared/ui/DetailCard';
import { milestoneLabel } from './milestoneLabels';

const CLASSIFIER_MESSAGES: Record<NonNullable<ShipmentEvent['classifier']>, MessageId> = {
  ACT: 'shipments.eventActual',
  EST: 'shipments.eventEstimated',
  PLN: 'shipments.eventPlanned',
  REQ: 'shipments.eventRequested',
};

/**
 * The carrier's tracking events as they arrived, read only: what each said, when, where, and the milestone it
 * set. Kept under the shipment's own key, so whatever refreshes the shipment refreshes its events.
 */
export function ShipmentEventsCard({ shipment }: { shipment: ShipmentDetail }) {
  const t = useT();
  const events = useQuery({
    queryKey: [...shipmentKeys.detail(shipment.id), 'events'],
    queryFn: ({ signal }) => callApi(shipmentsApi.listEvents, { params: { id: shipment.id }, signal }),
  });
  return (
    <DetailCard title={t('shipments.events')} icon={<IconBroadcast size={18} />} color="cyan">
      {events.isError ? (
        <Alert color="red">{apiErrorMessage(events.error, t('shipments.eventsFailed'))}</Alert>
      ) : !events.data ? (
        <Loader size="sm" aria-label={t('shipments.eventsLoading')} />
      ) : events.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shipments.eventsEmpty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {events.data.data.map((event) => (
            <EventRow key={event.id} event={event} shipment={shipment} />
          ))}
        </Stack>
      )}
    </DetailCard>
  );
}

function EventRow({ event, shipment }: { event: ShipmentEvent; shipment: ShipmentDetail }) {
  const t = useT();
  const format = useDateFormat();
  const step = event.milestone_key
    ? shipment.milestones.find((m) => m.key === event.milestone_key)
    : undefined;
  return (
    <li data-testid={`shipment-event-${event.id}`}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {event.code ?? t('shipments.eventRetraction')}
        </Text>
        {event.retracted_at && (
          <Badge size="xs" variant="light" color="red">
            {t('shipments.eventRetracted')}
          </Badge>
        )}
        {event.classifier && (
          <Badge size="xs" variant="light" color={event.classifier === 'ACT' ? 'green' : 'gray'}>
            {t(CLASSIFIER_MESSAGES[event.classifier])}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {event.event_at ? format.dateTime(event.event_at) : t('shipments.eventNoTime')}
          {event.location ? ` · ${event.location}` : ''}
        </Text>
      </Group>
      <Text size="xs" c={step ? undefined : 'dimmed'}>
        {step
          ? t(event.code ? 'shipments.eventSet' : 'shipments.eventUndid', {
              milestone: milestoneLabel(t, step.label),
            })
          : t('shipments.eventNoMilestone')}
      </Text>
    </li>
  );
}
