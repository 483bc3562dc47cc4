import {
  grantsToScopes,
  IDENTITY_PROVIDER_MESSAGES,
  type IdentityProvider,
  type PermissionMap,
  scopesToGrants,
} from '@freight/domain';
import { Badge, Group, PasswordInput, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useMemo } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { FormModal } from '../../../shared/forms/FormModal';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { PermissionMatrix } from '../permissions/PermissionMatrix';
import { keyOfScope, SCOPE_ACTION_COLUMNS, SCOPE_MODULE_ROWS, scopeOfKey } from '../permissions/scopeMatrix';
import { useIdentityProviderMutations } from './useIdentityProviders';

interface ProviderValues {
  issuer: string;
  client_id: string;
  /** A new secret to store; empty keeps the stored one. */
  client_secret: string;
  label: string;
  allowed_domains: string[];
  allow_join: boolean;
  /** Matrix cell keys of the default grants. */
  granted: string[];
}

function valuesOf(provider: IdentityProvider | null): ProviderValues {
  return {
    issuer: provider?.issuer ?? '',
    client_id: provider?.client_id ?? '',
    client_secret: '',
    label: provider?.label ?? '',
    allowed_domains: provider?.allowed_domains ?? [],
    allow_join: provider?.allow_join ?? false,
    granted: grantsToScopes((provider?.default_grants ?? {}) as PermissionMap).map(keyOfScope),
  };
}

/**
 * Add or edit a sign-in provider. The client secret is write-only: the server only says whether one is stored,
 * so the field replaces it when filled and keeps it when left empty.
 */
export function IdentityProviderFormModal({
  provider,
  opened,
  secretsStorable,
  onClose,
}: {
  /** The provider to edit; null adds one. */
  provider: IdentityProvider | null;
  opened: boolean;
  secretsStorable: boolean;
  onClose: () => void;
}) {
  const { create, update } = useIdentityProviderMutations();
  const saving = provider ? update : create;
  const form = useRecordForm<ProviderValues>({ initial: () => valuesOf(provider) });
  const checked = useMemo(() => new Set(form.values.granted), [form.values.granted]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { granted, client_secret, ...fields } = form.values;
    const body = {
      ...fields,
      default_grants: scopesToGrants(granted.map(scopeOfKey)),
      ...(client_secret !== '' && { client_secret }),
    };
    const done = { onSuccess: onClose, onError: (error: Error) => void form.fail(error, '') };
    if (provider) update.mutate({ id: provider.id, changes: body }, done);
    else create.mutate(body, done);
  };
  const fieldError = Object.keys(form.errors).length > 0;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={provider ? `Edit ${provider.label}` : 'Add sign-in provider'}
      size="lg"
      centered
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Issuer URL"
            name="issuer"
            placeholder="https://accounts.google.com"
            value={form.values.issuer}
            onChange={(event) => form.setField('issuer', event.currentTarget.value)}
            error={form.errors.issuer}
            required
            data-autofocus
          />
          <TextInput
            label="Client ID"
            name="client_id"
            value={form.values.client_id}
            onChange={(event) => form.setField('client_id', event.currentTarget.value)}
            error={form.errors.client_id}
            required
          />
          <Stack gap={4}>
            <PasswordInput
              label={provider?.has_client_secret ? 'Replace client secret' : 'Client secret'}
              name="client_secret"
              description={
                secretsStorable
                  ? provider?.has_client_secret
                    ? 'Leave empty to keep the stored secret.'
                    : undefined
                  : IDENTITY_PROVIDER_MESSAGES.secretNeedsKey
              }
              autoComplete="new-password"
              value={form.values.client_secret}
              onChange={(event) => form.setField('client_secret', event.currentTarget.value)}
              error={form.errors.client_secret}
              disabled={!secretsStorable}
            />
            {provider?.has_client_secret && (
              <Group gap="xs">
                <Badge color="teal" variant="light">
                  Stored
                </Badge>
              </Group>
            )}
          </Stack>
          <TextInput
            label="Button label"
            name="label"
            description="Shown on the login page as 'Continue with …'."
            placeholder="Google"
            value={form.values.label}
            onChange={(event) => form.setField('label', event.currentTarget.value)}
            error={form.errors.label}
            required
          />
          <TagsInput
            label="Allowed e-mail domains"
            description="Empty lets every domain sign in (but none join). Press Enter after each domain."
            placeholder="example.com"
            value={form.values.allowed_domains}
            onChange={(value) => form.setField('allowed_domains', value)}
            error={form.errors.allowed_domains}
          />
          <Switch
            label="Allow joining"
            description="People of the allowed domains without an account get one, with the grants below."
            checked={form.values.allow_join}
            onChange={(event) => form.setField('allow_join', event.currentTarget.checked)}
          />
          {form.values.allow_join && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Default grants
              </Text>
              {form.errors.default_grants && (
                <Text size="sm" c="red">
                  {form.errors.default_grants}
                </Text>
              )}
              <PermissionMatrix
                modules={SCOPE_MODULE_ROWS}
                permissions={SCOPE_ACTION_COLUMNS}
                checked={checked}
                disabled={saving.isPending}
                onToggle={(key, on) =>
                  form.setField(
                    'granted',
                    on ? [...form.values.granted, key] : form.values.granted.filter((k) => k !== key),
                  )
                }
              />
            </Stack>
          )}
          <FormFooter
            submitLabel={provider ? 'Save' : 'Add provider'}
            busy={saving.isPending}
            onCancel={onClose}
            error={
              saving.isError && !fieldError
                ? apiErrorMessage(saving.error, 'The provider could not be saved.')
                : null
            }
          />
        </Stack>
      </form>
    </FormModal>
  );
}
