import { IDENTITY_PROVIDER_MESSAGES, type IdentityProvider } from '@freight/domain';
import { Alert, Button, Code, CopyButton, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { InlineQueryState } from '../../../shared/ui/InlineQueryState';
import { RecordTable } from '../../../shared/ui/RecordTable';
import { SettingsPanel } from '../profile/SettingsPanel';
import { IdentityProviderFormModal } from './IdentityProviderFormModal';
import { useIdentityProviderMutations, useIdentityProviders } from './useIdentityProviders';

/** The address to register at the provider, with Copy. */
function RedirectUri({ uri }: { uri: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Code style={{ wordBreak: 'break-all' }}>{uri}</Code>
      <CopyButton value={uri}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="light" onClick={copy} aria-label={`Copy ${uri}`}>
            {copied ? 'Copied' : 'Copy'}
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
  return (
    <RecordTable
      label="Sign-in providers"
      columns={['Button label', 'Issuer', 'Redirect URI to register']}
      rows={providers}
      empty="No sign-in providers yet: people sign in with their password."
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
        { label: 'Edit', name: (provider) => `Edit ${provider.label}`, onClick: onEdit },
        { label: 'Delete', color: 'red', name: (provider) => `Delete ${provider.label}`, onClick: onDelete },
      ]}
    />
  );
}

/**
 * Settings → Single sign-on (administrators): the OpenID Connect providers the login page offers as
 * 'Continue with …', added, edited and deleted here.
 */
export function SingleSignOnTab() {
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
    deletedNotice: (provider) => ({ message: `${provider.label} deleted` }),
    failure: (error) => apiErrorMessage(error, 'The provider could not be deleted.'),
  });

  const body = (
    <InlineQueryState
      query={providers}
      loading="Loading sign-in providers..."
      failed="Failed to load sign-in providers"
    >
      {(answer) => <ProviderTable providers={answer.data} onEdit={setEditing} onDelete={setDeleting} />}
    </InlineQueryState>
  );

  const secretsStorable = providers.data?.secrets_storable ?? true;
  return (
    <Stack gap="lg" maw={900}>
      <SettingsPanel
        title="Single sign-on"
        description="Let people sign in with their company's OpenID Connect provider (Google, Microsoft Entra, Okta, Keycloak)."
      >
        {!secretsStorable && (
          <Alert color="yellow" title="SECRET_KEY is not set">
            {IDENTITY_PROVIDER_MESSAGES.secretNeedsKey}.
          </Alert>
        )}
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            Add provider
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
      <ConfirmDeleteModal title="Delete sign-in provider" {...deletion.modal}>
        <Text size="sm">
          Delete {deletion.shown?.label}? Its button leaves the login page and the identities linked through
          it can no longer sign in.
        </Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}
