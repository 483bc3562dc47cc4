import { WEBHOOK_EVENT_TYPES, type Webhook, type WebhookEventType } from '@freight/domain';
import { Alert, Button, Checkbox, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { FormFooter } from '../../shared/forms/FormFooter';
import { FormModal } from '../../shared/forms/FormModal';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { useT } from '../../shared/i18n/useT';
import { useWebhookMutations } from './useWebhooks';
import { WEBHOOK_EVENT_MESSAGES } from './webhookEventMessages';

interface WebhookValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

// An example of an address a receiver listens on, the same in every language.
const EXAMPLE_URL = 'https://erp.example.com/hooks/shipdesk';

const valuesOf = (webhook: Webhook | null): WebhookValues => ({
  url: webhook?.url ?? '',
  description: webhook?.description ?? '',
  events: webhook?.events ?? [],
});

/** The signing secret, shown once after the webhook is added: the server keeps it only to sign with. */
function SecretOnce({ secret, onClose }: { secret: string; onClose: () => void }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Alert color="yellow" title={t('webhooks.copySecretTitle')}>
        {t('webhooks.copySecretText')}
      </Alert>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ wordBreak: 'break-all' }} data-testid="webhook-secret">
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy} aria-label={t('webhooks.copySecret')}>
              {t(copied ? 'webhooks.copied' : 'webhooks.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('webhooks.done')}</Button>
      </Group>
    </Stack>
  );
}

/** Add or edit a webhook: its URL, a description, and the events it receives. */
export function WebhookFormModal({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const t = useT();
  const { create, update } = useWebhookMutations();
  const saving = webhook ? update : create;
  const form = useRecordForm<WebhookValues>({ initial: () => valuesOf(webhook), version: webhook?.version });
  const [secret, setSecret] = useState<string | null>(null);
  const fieldError = Object.keys(form.errors).length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const onError = (error: Error) => void form.fail(error, '');
    if (webhook) {
      update.mutate(
        { id: webhook.id, changes: form.values, version: webhook.version },
        { onSuccess: onClose, onError },
      );
    } else {
      create.mutate(form.values, { onSuccess: (created) => setSecret(created.secret), onError });
    }
  };

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t(webhook ? 'webhooks.editTitle' : 'webhooks.add')}
      size="lg"
      centered
    >
      {secret ? (
        <SecretOnce secret={secret} onClose={onClose} />
      ) : (
        <form ref={form.formRef} onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('webhooks.url')}
              name="url"
              required
              data-autofocus
              placeholder={EXAMPLE_URL}
              value={form.values.url}
              onChange={(event) => form.setField('url', event.currentTarget.value)}
              error={form.errors.url}
            />
            <TextInput
              label={t('webhooks.descriptionField')}
              name="description"
              value={form.values.description}
              onChange={(event) => form.setField('description', event.currentTarget.value)}
              error={form.errors.description}
            />
            <Checkbox.Group
              label={t('webhooks.events')}
              description={t('webhooks.eventsHint')}
              required
              value={form.values.events}
              onChange={(events) => form.setField('events', events as WebhookEventType[])}
              error={form.errors.events ?? form.errors['events.0' as keyof WebhookValues]}
            >
              <Stack gap="xs" mt="xs">
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox
                    key={type}
                    value={type}
                    label={<Code>{type}</Code>}
                    description={t(WEBHOOK_EVENT_MESSAGES[type])}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Text size="xs" c="dimmed">
              {t('webhooks.privateRefused')}
            </Text>
            <FormFooter
              submitLabel={t(webhook ? 'webhooks.save' : 'webhooks.add')}
              busy={saving.isPending}
              onCancel={onClose}
              error={
                saving.isError && !fieldError ? apiErrorMessage(saving.error, t('webhooks.saveFailed')) : null
              }
            />
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
