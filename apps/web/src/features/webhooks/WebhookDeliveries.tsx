import type { Webhook, WebhookDelivery } from '@freight/domain';
import { Button, Code, Group, Modal, Stack, Table } from '@mantine/core';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { InlineQueryState } from '../../shared/ui/InlineQueryState';
import { RecordBadge, RecordTable } from '../../shared/ui/RecordTable';
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
  return (
    <Stack gap="xs">
      <RecordTable
        label="Deliveries"
        columns={['Event', 'Status', 'Attempts', 'Last answer', 'Next attempt', 'Created']}
        rows={rows}
        empty="No deliveries yet: events appear here as they are sent."
        minWidth={640}
        cells={(delivery) => (
          <>
            <Table.Td>
              <Code>{delivery.event_type}</Code>
            </Table.Td>
            <Table.Td>
              <RecordBadge color={STATUS_COLORS[delivery.status]}>{delivery.status}</RecordBadge>
            </Table.Td>
            <Table.Td>{delivery.attempts}</Table.Td>
            <Table.Td title={delivery.last_error ?? undefined}>
              {delivery.last_response_code ?? (delivery.last_error ? 'No answer' : '—')}
            </Table.Td>
            <Table.Td>{delivery.next_attempt_at ? format.dateTime(delivery.next_attempt_at) : '—'}</Table.Td>
            <Table.Td>{format.dateTime(delivery.created_at)}</Table.Td>
          </>
        )}
        buttonSize="compact-xs"
        actions={[
          {
            label: 'Resend',
            name: (delivery) => `Resend delivery ${delivery.id}`,
            busy: (delivery) => resend.isPending && resend.variables?.deliveryId === delivery.id,
            onClick: (delivery) => resend.mutate({ id: webhook.id, deliveryId: delivery.id }),
          },
        ]}
      />
      {resend.isError && (
        <ErrorAlert>{apiErrorMessage(resend.error, 'The delivery could not be resent.')}</ErrorAlert>
      )}
    </Stack>
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
