import type { IdentityProvider } from '@freight/domain';
import { Alert, Button, Code, CopyButton, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { useT } from '../../../shared/i18n/useT';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { InlineQueryState } from '../../../shared/ui/InlineQueryState';
import { RecordTable } from '../../../shared/ui/RecordTable';
import { SettingsPanel } from '../profile/SettingsPanel';
import { IdentityProviderFormModal } from './IdentityProviderFormModal';
import { useIdentityProviderMutations, useIdentityProviders } from './useIdentityProviders';

/** The address to register at the provider, with Copy. */
function RedirectUri({ uri }: { uri: string }) {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap">
      <Code style={{ wordBreak: 'break-all' }}>{uri}</Code>
      <CopyButton value={uri}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="light" onClick={copy} aria-label={t('sso.copyUri', { uri })}>
            {t(copied ? 'sso.copied' : 'sso.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** The stored providers, each with its redirect URI, Edit and Delete; a sentence when there is none. */
function ProviderTable({
  providers,
  onEdit,
  onDelete,
}: {
  providers: IdentityProvider[];
  onEdit: (provider: IdentityProvider) => void;
  onDelete: (provider: IdentityProvider) => void;
}) {
  const t = useT();
  return (
    <RecordTable
      label={t('sso.providers')}
      columns={[t('sso.buttonLabel'), t('sso.issuer'), t('sso.redirectUri')]}
      rows={providers}
      empty={t('sso.none')}
      minWidth={560}
      cells={(provider) => (
        <>
          <Table.Td>{provider.label}</Table.Td>
          <Table.Td style={{ wordBreak: 'break-all' }}>{provider.issuer}</Table.Td>
          <Table.Td>
            <RedirectUri uri={provider.redirect_uri} />
          </Table.Td>
        </>
      )}
      actions={[
        {
          label: t('sso.edit'),
          name: (provider) => t('sso.editNamed', { label: provider.label }),
          onClick: onEdit,
        },
        {
          label: t('sso.delete'),
          color: 'red',
          name: (provider) => t('sso.deleteNamed', { label: provider.label }),
          onClick: onDelete,
        },
      ]}
    />
  );
}

/**
 * Settings → Single sign-on (administrators): the OpenID Connect providers the login page offers as
 * 'Continue with …', added, edited and deleted here.
 */
export function SingleSignOnTab() {
  const t = useT();
  const providers = useIdentityProviders();
  const { remove } = useIdentityProviderMutations();
  // undefined: no dialog; null: adding; a provider: editing it.
  const [editing, setEditing] = useState<IdentityProvider | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<IdentityProvider | null>(null);
  const deletion = useDeleteConfirmation({
    target: deleting,
    mutation: remove,
    variables: (provider) => provider.id,
    onClose: () => setDeleting(null),
    deletedNotice: (provider) => ({ message: t('sso.deleted', { label: provider.label }) }),
    failure: (error) => apiErrorMessage(error, t('sso.deleteFailed')),
  });

  const body = (
    <InlineQueryState query={providers} loading={t('sso.loading')} failed={t('sso.loadFailed')}>
      {(answer) => <ProviderTable providers={answer.data} onEdit={setEditing} onDelete={setDeleting} />}
    </InlineQueryState>
  );

  const secretsStorable = providers.data?.secrets_storable ?? true;
  return (
    <Stack gap="lg" maw={900}>
      <SettingsPanel title={t('sso.title')} description={t('sso.description')}>
        {!secretsStorable && (
          <Alert color="yellow" title={t('sso.secretKeyMissing')}>
            {t('sso.secretNeedsKeySentence')}
          </Alert>
        )}
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t('sso.addProvider')}
          </Button>
        </Group>
        {body}
      </SettingsPanel>
      {editing !== undefined && (
        <IdentityProviderFormModal
          key={editing?.id ?? 'new'}
          provider={editing}
          opened
          secretsStorable={secretsStorable}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDeleteModal title={t('sso.deleteTitle')} {...deletion.modal}>
        <Text size="sm">{t('sso.deleteQuestion', { label: deletion.shown?.label ?? '' })}</Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}
