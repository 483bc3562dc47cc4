import { grantsToScopes, type IdentityProvider, type PermissionMap, scopesToGrants } from '@freight/domain';
import {
  Badge,
  Group,
  PasswordInput,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { FormEvent } from 'react';
import { useMemo } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { FormModal } from '../../../shared/forms/FormModal';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { PermissionMatrix } from '../permissions/PermissionMatrix';
import { keyOfScope, SCOPE_ACTION_COLUMNS, SCOPE_MODULE_ROWS, scopeOfKey } from '../permissions/scopeMatrix';
import { useIdentityProviderMutations } from './useIdentityProviders';

// An example of what to type, the same in every language (a template literal: a quoted dotted name reads as a
// message id to apps/web/scripts/i18n-check.ts).
const EXAMPLE_DOMAIN = `example.com`;

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

/** The request body: the matrix's cells as grants, and the secret only when a new one was typed. */
function bodyOf({ granted, client_secret, ...fields }: ProviderValues) {
  return {
    ...fields,
    default_grants: scopesToGrants(granted.map(scopeOfKey)),
    ...(client_secret !== '' && { client_secret }),
  };
}

/** Write-only: 'Stored' when the server holds one; typing replaces it, empty keeps it. */
function ClientSecretField(props: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  stored: boolean;
  storable: boolean;
}) {
  const { value, onChange, error, stored, storable } = props;
  const t = useT();
  const keepHint = stored ? t('sso.keepSecret') : undefined;
  return (
    <Stack gap={4}>
      <PasswordInput
        label={t(stored ? 'sso.replaceSecret' : 'sso.clientSecret')}
        name="client_secret"
        description={storable ? keepHint : t('sso.secretNeedsKey')}
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        disabled={!storable}
      />
      {stored && (
        <Group gap="xs">
          <Badge color="teal" variant="light">
            {t('sso.stored')}
          </Badge>
        </Group>
      )}
    </Stack>
  );
}

/** The grants a joining user starts with, in the permission matrix (every module and action). */
function DefaultGrantsField(props: {
  granted: string[];
  onChange: (granted: string[]) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { granted, onChange, error, disabled } = props;
  const t = useT();
  const checked = useMemo(() => new Set(granted), [granted]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('sso.defaultGrants')}
      </Text>
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
      <PermissionMatrix
        modules={SCOPE_MODULE_ROWS}
        permissions={SCOPE_ACTION_COLUMNS}
        checked={checked}
        disabled={disabled}
        onToggle={(key, on) => onChange(on ? [...granted, key] : granted.filter((k) => k !== key))}
      />
    </Stack>
  );
}

/** The form's values, and Save: create or update, closing on success and showing refusals at their fields. */
function useProviderForm(provider: IdentityProvider | null, onClose: () => void) {
  const { create, update } = useIdentityProviderMutations();
  const saving = provider ? update : create;
  const form = useRecordForm<ProviderValues>({ initial: () => valuesOf(provider) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf(form.values);
    const done = { onSuccess: onClose, onError: (error: Error) => void form.fail(error, '') };
    if (provider) update.mutate({ id: provider.id, changes: body }, done);
    else create.mutate(body, done);
  };
  return { form, saving, submit };
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
  const t = useT();
  const { form, saving, submit } = useProviderForm(provider, onClose);
  const fieldError = Object.keys(form.errors).length > 0;
  const text = (
    name: 'issuer' | 'client_id' | 'label',
    label: string,
    extra: TextInputProps & { 'data-autofocus'?: boolean } = {},
  ) => (
    <TextInput
      label={label}
      name={name}
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.currentTarget.value)}
      error={form.errors[name]}
      required
      {...extra}
    />
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={provider ? t('sso.editNamed', { label: provider.label }) : t('sso.addTitle')}
      size="lg"
      centered
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {text('issuer', t('sso.issuerUrl'), {
            placeholder: 'https://accounts.google.com',
            'data-autofocus': true,
          })}
          {text('client_id', t('sso.clientId'))}
          <ClientSecretField
            value={form.values.client_secret}
            onChange={(value) => form.setField('client_secret', value)}
            error={form.errors.client_secret}
            stored={provider?.has_client_secret ?? false}
            storable={secretsStorable}
          />
          {text('label', t('sso.buttonLabel'), {
            description: t('sso.buttonLabelHint'),
            placeholder: 'Google',
          })}
          <TagsInput
            label={t('sso.allowedDomains')}
            description={t('sso.allowedDomainsHint')}
            placeholder={EXAMPLE_DOMAIN}
            value={form.values.allowed_domains}
            onChange={(value) => form.setField('allowed_domains', value)}
            error={form.errors.allowed_domains}
          />
          <Switch
            label={t('sso.allowJoining')}
            description={t('sso.allowJoiningHint')}
            checked={form.values.allow_join}
            onChange={(event) => form.setField('allow_join', event.currentTarget.checked)}
          />
          {form.values.allow_join && (
            <DefaultGrantsField
              granted={form.values.granted}
              onChange={(granted) => form.setField('granted', granted)}
              error={form.errors.default_grants}
              disabled={saving.isPending}
            />
          )}
          <FormFooter
            submitLabel={t(provider ? 'sso.save' : 'sso.addProvider')}
            busy={saving.isPending}
            onCancel={onClose}
            error={saving.isError && !fieldError ? apiErrorMessage(saving.error, t('sso.saveFailed')) : null}
          />
        </Stack>
      </form>
    </FormModal>
  );
}
