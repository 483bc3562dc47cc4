import { defaultUserGrants, grantsToScopes } from '@freight/domain';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useMemo } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { FormModal } from '../../../shared/forms/FormModal';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { useCurrentSession } from '../../auth/session/useCurrentSession';
import { PermissionMatrix } from '../permissions/PermissionMatrix';
import { keyOfScope, SCOPE_ACTION_COLUMNS, SCOPE_MODULE_ROWS, scopeOfKey } from '../permissions/scopeMatrix';
import { ROLE_MESSAGES } from '../users/roleMessages';
import { useInviteUser } from './useInvitations';

interface InviteValues {
  email: string;
  role: 'admin' | 'user';
  granted: string[];
}

/** 'Invite user': e-mail, role (administrators choose) and grants in the permission matrix; the link is e-mailed. */
export function InviteUserModal({
  opened,
  canChooseRole,
  onClose,
  onInvited,
}: {
  opened: boolean;
  canChooseRole: boolean;
  onClose: () => void;
  onInvited: (link: string) => void;
}) {
  const t = useT();
  const { permissions } = useCurrentSession();
  const invite = useInviteUser();
  // A new colleague starts with the usual grants, as far as the inviter holds them.
  const initialKeys = useMemo(
    () =>
      grantsToScopes(defaultUserGrants())
        .filter((s) => grantsToScopes(permissions).includes(s))
        .map(keyOfScope),
    [permissions],
  );
  const form = useRecordForm<InviteValues>({ initial: { email: '', role: 'user', granted: initialKeys } });
  const checked = useMemo(() => new Set(form.values.granted), [form.values.granted]);
  const held = new Set(grantsToScopes(permissions).map((s) => s.split(':')[0]));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email, role, granted } = form.values;
    invite.mutate(
      { email, role, grants: role === 'admin' ? [] : granted.map(scopeOfKey) },
      {
        onSuccess: (created) => {
          form.reset({ email: '', role: 'user', granted: initialKeys });
          onInvited(created.link);
        },
        onError: (error) => void form.fail(error, ''),
      },
    );
  };

  return (
    <FormModal opened={opened} onClose={onClose} title={t('invitations.inviteUser')} size="lg" centered>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('invitations.email')}
            name="email"
            type="email"
            value={form.values.email}
            onChange={(event) => form.setField('email', event.currentTarget.value)}
            error={form.errors.email}
            required
            data-autofocus
          />
          {canChooseRole && (
            <Select
              label={t('invitations.role')}
              data={(['user', 'admin'] as const).map((value) => ({ value, label: t(ROLE_MESSAGES[value]) }))}
              value={form.values.role}
              onChange={(value) => form.setField('role', value === 'admin' ? 'admin' : 'user')}
              allowDeselect={false}
            />
          )}
          {form.values.role === 'admin' ? (
            <Text size="sm" c="dimmed">
              {t('invitations.adminHoldsAll')}
            </Text>
          ) : (
            <PermissionMatrix
              modules={SCOPE_MODULE_ROWS.filter((m) => held.has(m.name))}
              permissions={SCOPE_ACTION_COLUMNS}
              checked={checked}
              disabled={invite.isPending}
              onToggle={(key, on) =>
                form.setField(
                  'granted',
                  on ? [...form.values.granted, key] : form.values.granted.filter((k) => k !== key),
                )
              }
            />
          )}
          <FormFooter
            submitLabel={t('invitations.send')}
            busy={invite.isPending}
            onCancel={onClose}
            error={
              invite.isError && !form.errors.email
                ? apiErrorMessage(invite.error, t('invitations.sendFailed'))
                : null
            }
          />
        </Stack>
      </form>
    </FormModal>
  );
}
