import { WEBHOOK_MESSAGES, type Webhook } from '@freight/domain';
import { Alert, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { InlineQueryState } from '../../shared/ui/InlineQueryState';
import { RecordTable } from '../../shared/ui/RecordTable';
import { SettingsPanel } from '../settings/profile/SettingsPanel';
import { useWebhookMutations, useWebhooks } from './useWebhooks';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookFormModal } from './WebhookFormModal';

interface RowActions {
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  onDeliveries: (webhook: Webhook) => void;
}

/** The webhooks, each with its events, Deliveries, Edit and Delete; a sentence when there is none. */
function WebhookTable({ webhooks, onEdit, onDelete, onDeliveries }: { webhooks: Webhook[] } & RowActions) {
  return (
    <RecordTable
      label="Webhooks"
      columns={['URL', 'Events']}
      rows={webhooks}
      empty="No webhooks yet: no other system is told when things happen."
      minWidth={600}
      cells={(webhook) => (
        <>
          <Table.Td style={{ wordBreak: 'break-all' }}>
            <Text size="sm">{webhook.url}</Text>
            {webhook.description && (
              <Text size="xs" c="dimmed">
                {webhook.description}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap={4}>
              {webhook.events.map((event) => (
                <Code key={event}>{event}</Code>
              ))}
            </Group>
          </Table.Td>
        </>
      )}
      actions={[
        { label: 'Deliveries', name: (webhook) => `Deliveries ${webhook.url}`, onClick: onDeliveries },
        { label: 'Edit', name: (webhook) => `Edit ${webhook.url}`, onClick: onEdit },
        { label: 'Delete', color: 'red', name: (webhook) => `Delete ${webhook.url}`, onClick: onDelete },
      ]}
    />
  );
}

/**
 * Settings → Webhooks (administrators): other systems' URLs that receive a signed POST when quotations,
 * shipments and invoices move, with each one's deliveries and Resend.
 */
export function WebhooksTab() {
  const webhooks = useWebhooks();
  const { remove } = useWebhookMutations();
  // undefined: no dialog; null: adding; a webhook: editing it.
  const [editing, setEditing] = useState<Webhook | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [watching, setWatching] = useState<Webhook | null>(null);
  const deletion = useDeleteConfirmation({
    target: deleting,
    mutation: remove,
    variables: (webhook) => webhook.id,
    onClose: () => setDeleting(null),
    deletedNotice: (webhook) => ({ message: `Webhook to ${webhook.url} deleted` }),
    failure: (error) => apiErrorMessage(error, 'The webhook could not be deleted.'),
  });

  const body = (
    <InlineQueryState query={webhooks} loading="Loading webhooks..." failed="Failed to load webhooks">
      {(answer) => (
        <WebhookTable
          webhooks={answer.data}
          onEdit={setEditing}
          onDelete={setDeleting}
          onDeliveries={setWatching}
        />
      )}
    </InlineQueryState>
  );
  const signable = webhooks.data?.secrets_storable ?? true;

  return (
    <Stack gap="lg" maw={900}>
      <SettingsPanel
        title="Webhooks"
        description="Tell other systems (accounting, tracking, a customer's ERP) when quotations, shipments and invoices move."
      >
        {!signable && (
          <Alert color="yellow" title="SECRET_KEY is not set">
            {WEBHOOK_MESSAGES.needsSecretKey}.
          </Alert>
        )}
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} disabled={!signable}>
            Add webhook
          </Button>
        </Group>
        {body}
      </SettingsPanel>
      {editing !== undefined && (
        <WebhookFormModal
          key={editing?.id ?? 'new'}
          webhook={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      {watching && <WebhookDeliveries webhook={watching} onClose={() => setWatching(null)} />}
      <ConfirmDeleteModal title="Delete webhook" {...deletion.modal}>
        <Text size="sm">
          Delete the webhook to {deletion.shown?.url}? Nothing more is sent to it, and its deliveries log goes
          with it.
        </Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}
