import { type ShipmentDetail, type ShipmentEvent, shipmentsApi } from '@freight/domain';
import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { shipmentKeys } from '../../shared/api/queryKeys';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DetailCard } from '../../shared/ui/DetailCard';

const CLASSIFIER_LABELS = { ACT: 'Actual', EST: 'Estimated', PLN: 'Planned', REQ: 'Requested' } as const;

/**
 * The carrier's tracking events as they arrived, read only: what each said, when, where, and the milestone it
 * set. Kept under the shipment's own key, so whatever refreshes the shipment refreshes its events.
 */
export function ShipmentEventsCard({ shipment }: { shipment: ShipmentDetail }) {
  const events = useQuery({
    queryKey: [...shipmentKeys.detail(shipment.id), 'events'],
    queryFn: ({ signal }) => callApi(shipmentsApi.listEvents, { params: { id: shipment.id }, signal }),
  });
  return (
    <DetailCard title="Events" icon={<IconBroadcast size={18} />} color="cyan">
      {events.isError ? (
        <Alert color="red">{apiErrorMessage(events.error, 'Failed to load the events')}</Alert>
      ) : !events.data ? (
        <Loader size="sm" aria-label="Loading events" />
      ) : events.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No carrier events yet.
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
  const format = useDateFormat();
  const step = event.milestone_key
    ? shipment.milestones.find((m) => m.key === event.milestone_key)
    : undefined;
  return (
    <li data-testid={`shipment-event-${event.id}`}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {event.code ?? 'Retraction'}
        </Text>
        {event.retracted_at && (
          <Badge size="xs" variant="light" color="red">
            Retracted
          </Badge>
        )}
        {event.classifier && (
          <Badge size="xs" variant="light" color={event.classifier === 'ACT' ? 'green' : 'gray'}>
            {CLASSIFIER_LABELS[event.classifier]}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {event.event_at ? format.dateTime(event.event_at) : 'no time'}
          {event.location ? ` · ${event.location}` : ''}
        </Text>
      </Group>
      <Text size="xs" c={step ? undefined : 'dimmed'}>
        {step ? `${event.code ? 'Set' : 'Undid'}: ${step.label}` : 'No matching milestone'}
      </Text>
    </li>
  );
}
