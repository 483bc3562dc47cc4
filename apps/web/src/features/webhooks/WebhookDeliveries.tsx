import type { Webhook, WebhookDelivery } from '@freight/domain';
import { Button, Code, Group, Modal, Stack, Table } from '@mantine/core';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
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

const STATUS_MESSAGES: Record<WebhookDelivery['status'], MessageId> = {
  pending: 'webhooks.statusPending',
  delivered: 'webhooks.statusDelivered',
  failed: 'webhooks.statusFailed',
};

/** One delivery per row: the event, its status, attempts, the last answer, the next try, and Resend. */
function DeliveryTable({ webhook, rows }: { webhook: Webhook; rows: WebhookDelivery[] }) {
  const t = useT();
  const format = useDateFormat();
  const { resend } = useWebhookMutations();
  return (
    <Stack gap="xs">
      <RecordTable
        label={t('webhooks.deliveries')}
        columns={[
          t('webhooks.event'),
          t('webhooks.status'),
          t('webhooks.attempts'),
          t('webhooks.lastAnswer'),
          t('webhooks.nextAttempt'),
          t('webhooks.created'),
        ]}
        rows={rows}
        empty={t('webhooks.noDeliveries')}
        minWidth={640}
        cells={(delivery) => (
          <>
            <Table.Td>
              <Code>{delivery.event_type}</Code>
            </Table.Td>
            <Table.Td>
              <RecordBadge color={STATUS_COLORS[delivery.status]}>
                {t(STATUS_MESSAGES[delivery.status])}
              </RecordBadge>
            </Table.Td>
            <Table.Td>{delivery.attempts}</Table.Td>
            <Table.Td title={delivery.last_error ?? undefined}>
              {delivery.last_response_code ?? (delivery.last_error ? t('webhooks.noAnswer') : '—')}
            </Table.Td>
            <Table.Td>{delivery.next_attempt_at ? format.dateTime(delivery.next_attempt_at) : '—'}</Table.Td>
            <Table.Td>{format.dateTime(delivery.created_at)}</Table.Td>
          </>
        )}
        buttonSize="compact-xs"
        actions={[
          {
            label: t('webhooks.resend'),
            name: (delivery) => t('webhooks.resendDelivery', { id: delivery.id }),
            busy: (delivery) => resend.isPending && resend.variables?.deliveryId === delivery.id,
            onClick: (delivery) => resend.mutate({ id: webhook.id, deliveryId: delivery.id }),
          },
        ]}
      />
      {resend.isError && <ErrorAlert>{apiErrorMessage(resend.error, t('webhooks.resendFailed'))}</ErrorAlert>}
    </Stack>
  );
}

/** A webhook's deliveries in a dialog, with Send test event. */
export function WebhookDeliveries({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const t = useT();
  const deliveries = useWebhookDeliveries(webhook.id);
  const { test } = useWebhookMutations();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('webhooks.deliveriesTo', { url: webhook.url })}
      size="xl"
      centered
    >
      <Group mb="md">
        <Button variant="light" loading={test.isPending} onClick={() => test.mutate(webhook.id)}>
          {t('webhooks.sendTest')}
        </Button>
      </Group>
      {test.isError && <ErrorAlert>{apiErrorMessage(test.error, t('webhooks.testFailed'))}</ErrorAlert>}
      <InlineQueryState
        query={deliveries}
        loading={t('webhooks.loadingDeliveries')}
        failed={t('webhooks.deliveriesLoadFailed')}
      >
        {(answer) => <DeliveryTable webhook={webhook} rows={answer.data} />}
      </InlineQueryState>
    </Modal>
  );
}
