import type { Webhook, WebhookDelivery } from '@freight/domain';
import { Badge, Button, Code, Group, Modal, Table, Text } from '@mantine/core';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { InlineQueryState } from '../../shared/ui/InlineQueryState';
import { TableHeadRow } from '../../shared/ui/TableHeadRow';
import { useWebhookDeliveries, useWebhookMutations } from './useWebhooks';

const STATUS_COLORS: Record<WebhookDelivery['status'], string> = {
  pending: 'yellow',
  delivered: 'teal',
  failed: 'red',
};

/** One delivery per row: the event, its status, attempts, the last answer, the next try, and Resend. */
function DeliveryTable({ webhook, rows }: { webhook: Webhook; rows: WebhookDelivery[] }) {
  const format = useDateFormat();
  const { resend } = useWebhookMutations();
  if (rows.length === 0)
    return <Text c="dimmed">No deliveries yet: events appear here as they are sent.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label="Deliveries">
        <TableHeadRow
          columns={['Event', 'Status', 'Attempts', 'Last answer', 'Next attempt', 'Created']}
          actions="hidden"
        />
        <Table.Tbody>
          {rows.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>
                <Code>{delivery.event_type}</Code>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[delivery.status]} variant="light">
                  {delivery.status}
                </Badge>
              </Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td title={delivery.last_error ?? undefined}>
                {delivery.last_response_code ?? (delivery.last_error ? 'No answer' : '—')}
              </Table.Td>
              <Table.Td>
                {delivery.next_attempt_at ? format.dateTime(delivery.next_attempt_at) : '—'}
              </Table.Td>
              <Table.Td>{format.dateTime(delivery.created_at)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={`Resend delivery ${delivery.id}`}
                  loading={resend.isPending && resend.variables?.deliveryId === delivery.id}
                  onClick={() => resend.mutate({ id: webhook.id, deliveryId: delivery.id })}
                >
                  Resend
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {resend.isError && (
        <ErrorAlert>{apiErrorMessage(resend.error, 'The delivery could not be resent.')}</ErrorAlert>
      )}
    </Table.ScrollContainer>
  );
}

/** A webhook's deliveries in a dialog, with Send test event. */
export function WebhookDeliveries({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const deliveries = useWebhookDeliveries(webhook.id);
  const { test } = useWebhookMutations();
  return (
    <Modal opened onClose={onClose} title={`Deliveries to ${webhook.url}`} size="xl" centered>
      <Group mb="md">
        <Button variant="light" loading={test.isPending} onClick={() => test.mutate(webhook.id)}>
          Send test event
        </Button>
      </Group>
      {test.isError && (
        <ErrorAlert>{apiErrorMessage(test.error, 'The test event could not be sent.')}</ErrorAlert>
      )}
      <InlineQueryState query={deliveries} loading="Loading deliveries..." failed="Failed to load deliveries">
        {(answer) => <DeliveryTable webhook={webhook} rows={answer.data} />}
      </InlineQueryState>
    </Modal>
  );
}
