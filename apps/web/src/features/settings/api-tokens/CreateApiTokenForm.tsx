import { grantsToScopes, type ModuleName, type PermissionName, type Scope } from '@freight/domain';
import { Alert, Button, Checkbox, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import type { MessageId } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useCurrentSession } from '../../auth/session/useCurrentSession';
import { MODULE_MESSAGES } from '../permissions/permissionMessages';
import { useCreateApiToken } from './useApiTokens';

// A scope's action is written as the API spells it ('view'), in the reader's language.
const SCOPE_ACTION_MESSAGES: Record<PermissionName, MessageId> = {
  view: 'apiTokens.scopeView',
  create: 'apiTokens.scopeCreate',
  edit: 'apiTokens.scopeEdit',
  delete: 'apiTokens.scopeDelete',
  approve: 'apiTokens.scopeApprove',
};

interface TokenFormValues {
  name: string;
  scopes: string[];
  expires_at: string | null;
}

/** The scopes one may give a token, grouped by module: only what one holds. */
function useOwnScopes(): [ModuleName, Scope[]][] {
  const { permissions } = useCurrentSession();
  const groups = new Map<ModuleName, Scope[]>();
  for (const scope of grantsToScopes(permissions)) {
    const module = scope.split(':')[0] as ModuleName;
    groups.set(module, [...(groups.get(module) ?? []), scope]);
  }
  return [...groups];
}

/** The new token, shown this once with Copy. */
function TokenCreated({ name, token }: { name: string; token: string }) {
  const t = useT();
  return (
    <Alert color="green" variant="light" title={t('apiTokens.createdTitle', { name })} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('apiTokens.copyNow')}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code data-testid="new-api-token" style={{ wordBreak: 'break-all' }}>
            {token}
          </Code>
          <CopyButton value={token}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {t(copied ? 'apiTokens.copied' : 'apiTokens.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Name, scopes (checkboxes limited to one's own grants) and last day; the new token is shown once with Copy. */
export function CreateApiTokenForm() {
  const t = useT();
  const create = useCreateApiToken();
  const groups = useOwnScopes();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const form = useRecordForm<TokenFormValues>({ initial: { name: '', scopes: [], expires_at: null } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCreated(null);
    create.mutate(form.values, {
      onSuccess: (token) => {
        setCreated({ name: token.name, token: token.token });
        form.reset({ name: '', scopes: [], expires_at: null });
      },
      onError: (error) => void form.fail(error, ''),
    });
  };

  return (
    <Stack gap="md">
      {created && <TokenCreated name={created.name} token={created.token} />}
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          {create.isError && !form.errors.name && !form.errors.scopes && !form.errors.expires_at && (
            <ErrorAlert>{apiErrorMessage(create.error, t('apiTokens.createFailed'))}</ErrorAlert>
          )}
          <TextInput
            label={t('apiTokens.tokenName')}
            name="name"
            value={form.values.name}
            onChange={(event) => form.setField('name', event.currentTarget.value)}
            error={form.errors.name}
            required
            maxLength={100}
          />
          <Checkbox.Group
            label={t('apiTokens.scopes')}
            description={t('apiTokens.scopesHint')}
            value={form.values.scopes}
            onChange={(scopes) => form.setField('scopes', scopes)}
            error={form.errors.scopes}
            required
          >
            <Stack gap={6} mt={6}>
              {groups.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('apiTokens.noGrants')}
                </Text>
              )}
              {groups.map(([module, scopes]) => (
                <Group key={module} gap="sm" wrap="wrap">
                  <Text size="sm" fw={500} w={100}>
                    {t(MODULE_MESSAGES[module])}
                  </Text>
                  {scopes.map((scope) => (
                    <Checkbox
                      key={scope}
                      value={scope}
                      label={t(SCOPE_ACTION_MESSAGES[scope.split(':')[1] as PermissionName])}
                      aria-label={scope}
                    />
                  ))}
                </Group>
              ))}
            </Stack>
          </Checkbox.Group>
          <CalendarDateInput
            label={t('apiTokens.expiresOn')}
            description={t('apiTokens.expiresHint')}
            value={form.values.expires_at}
            onChange={(value) => form.setField('expires_at', value)}
            error={form.errors.expires_at}
            minDate={new Date()}
            maw={260}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('apiTokens.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
