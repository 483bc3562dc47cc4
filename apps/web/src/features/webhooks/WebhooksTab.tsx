import type { Webhook } from '@freight/domain';
import { Alert, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../shared/forms/useDeleteConfirmation';
import { useT } from '../../shared/i18n/useT';
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
  const t = useT();
  return (
    <RecordTable
      label={t('webhooks.title')}
      columns={[t('webhooks.url'), t('webhooks.events')]}
      rows={webhooks}
      empty={t('webhooks.none')}
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
        {
          label: t('webhooks.deliveries'),
          name: (webhook) => t('webhooks.deliveriesOf', { url: webhook.url }),
          onClick: onDeliveries,
        },
        {
          label: t('webhooks.edit'),
          name: (webhook) => t('webhooks.editOf', { url: webhook.url }),
          onClick: onEdit,
        },
        {
          label: t('webhooks.delete'),
          color: 'red',
          name: (webhook) => t('webhooks.deleteOf', { url: webhook.url }),
          onClick: onDelete,
        },
      ]}
    />
  );
}

/**
 * Settings → Webhooks (administrators): other systems' URLs that receive a signed POST when quotations,
 * shipments and invoices move, with each one's deliveries and Resend.
 */
export function WebhooksTab() {
  const t = useT();
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
    deletedNotice: (webhook) => ({ message: t('webhooks.deleted', { url: webhook.url }) }),
    failure: (error) => apiErrorMessage(error, t('webhooks.deleteFailed')),
  });

  const body = (
    <InlineQueryState query={webhooks} loading={t('webhooks.loading')} failed={t('webhooks.loadFailed')}>
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
      <SettingsPanel title={t('webhooks.title')} description={t('webhooks.description')}>
        {!signable && (
          <Alert color="yellow" title={t('webhooks.secretKeyMissing')}>
            {t('webhooks.needsSecretKey')}
          </Alert>
        )}
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} disabled={!signable}>
            {t('webhooks.add')}
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
      <ConfirmDeleteModal title={t('webhooks.deleteTitle')} {...deletion.modal}>
        <Text size="sm">{t('webhooks.deleteQuestion', { url: deletion.shown?.url ?? '' })}</Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}
