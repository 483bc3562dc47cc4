import { type DocumentShare, documentShareCreateSchema, SHARE_DEFAULT_DAYS } from '@freight/domain';
import { Alert, Badge, Button, CopyButton, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';

interface CreateShareFormProps {
  documentId: number;
  busy: boolean;
  /** Makes the link; answers its address, shown once. */
  onCreate: (expiresInDays: number) => Promise<string | null>;
}

/** Expires after (days, 7 unless changed; the domain's limits) and Create Link; then the link to copy, once. */
export function CreateShareForm({ documentId, busy, onCreate }: CreateShareFormProps) {
  const t = useT();
  const form = useRecordForm<{ expires_in_days: number | string }>({
    initial: { expires_in_days: SHARE_DEFAULT_DAYS },
  });
  const [link, setLink] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(documentShareCreateSchema, { document_id: documentId, ...form.values });
    if (!body) return;
    try {
      setLink(await onCreate(body.expires_in_days ?? SHARE_DEFAULT_DAYS));
    } catch (error) {
      await form.fail(error, t('documents.shareFailed'));
    }
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group align="flex-start" gap="sm">
          <NumberInput
            label={t('documents.expiresAfterDays')}
            min={1}
            max={365}
            value={form.values.expires_in_days}
            error={form.errors.expires_in_days}
            onChange={(days) => form.setField('expires_in_days', days)}
            w={180}
          />
          <Button type="submit" mt={25} loading={busy}>
            {t('documents.createLink')}
          </Button>
        </Group>
        {form.formError && (
          <Alert color="red" role="alert">
            {form.formError}
          </Alert>
        )}
        {link && <CreatedLink link={link} />}
      </Stack>
    </form>
  );
}

function CreatedLink({ link }: { link: string }) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={t('documents.shareLink')}
          value={link}
          readOnly
          style={{ flex: 1 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {t(copied ? 'documents.copied' : 'documents.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('documents.copyNow')}
      </Text>
    </Stack>
  );
}

/** One link made for the document: when, how often downloaded, until when; Revoke while it still works. */
export function ShareLinkRow({
  share,
  revoking,
  onRevoke,
}: {
  share: DocumentShare;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const t = useT();
  const format = useDateFormat();
  const expired = Date.parse(share.expires_at) <= Date.now();
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="share-row">
      <Stack gap={0}>
        <Text size="sm">
          {t('documents.shareCreated', {
            time: format.dateTime(share.created_at),
            count: share.download_count,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {share.revoked_at
            ? t('documents.revoked')
            : t(expired ? 'documents.expiredAt' : 'documents.expiresAt', {
                time: format.dateTime(share.expires_at),
              })}
        </Text>
      </Stack>
      {share.revoked_at || expired ? (
        <Badge color="gray">{t(share.revoked_at ? 'documents.revoked' : 'documents.expired')}</Badge>
      ) : (
        <Button size="xs" color="red" variant="light" loading={revoking} onClick={onRevoke}>
          {t('documents.revoke')}
        </Button>
      )}
    </Group>
  );
}
