import { type User, userCreateSchema, usersApi, userUpdateSchema } from '@freight/domain';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { FormModal, useDialogCloseGuard } from '../../../shared/forms/FormModal';
import { reloadRecord } from '../../../shared/forms/reloadRecord';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { translateLabels } from '../../../shared/i18n/translateLabels';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { isFormLevelError } from '../../auth/isFormLevelError';
import { useCurrentSession } from '../../auth/session/useCurrentSession';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { SetTemporaryPasswordButton } from './SetTemporaryPasswordButton';
import { UserFormFields } from './UserFormFields';
import { BLANK_USER, USER_FIELD_MESSAGES, userFormValues, userSaveBody } from './userFormValues';
import { useSaveUser } from './useSaveUser';

interface UserFormModalProps {
  opened: boolean;
  /** The user being edited; null adds one. */
  user: User | null;
  /** Whether the role can be chosen (administrators only). */
  canChooseRole: boolean;
  onClose: () => void;
}

/** Add User and Edit User: names, email and company required, a password on create. */
export function UserFormModal({ opened, user, canChooseRole, onClose }: UserFormModalProps) {
  const t = useT();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(user ? 'users.editUser' : 'users.addUser')}
      size="lg"
      centered
    >
      {opened && (
        <UserForm key={user?.id ?? 'new'} user={user} canChooseRole={canChooseRole} onDone={onClose} />
      )}
    </FormModal>
  );
}

interface UserFormProps {
  user: User | null;
  canChooseRole: boolean;
  onDone: () => void;
}

/** The form itself; an edit sends the version it was opened with, and a 412 merges the colleague's save in. */
function UserForm({ user, canChooseRole, onDone }: UserFormProps) {
  const t = useT();
  const { user: me } = useCurrentSession();
  const labels = translateLabels(USER_FIELD_MESSAGES, t);
  const form = useRecordForm({
    initial: () => (user ? userFormValues(user) : BLANK_USER),
    version: user?.version,
    labels,
    stale: user
      ? {
          labels,
          load: reloadRecord(() => callApi(usersApi.get, { params: { id: user.id } }), userFormValues),
        }
      : undefined,
  });
  const save = useSaveUser();
  // A new user's typing is asked about before the dialog drops it.
  useDialogCloseGuard(!user && form.dirtyFields.length > 0 && !save.isPending && !save.isSuccess);
  const fallback = t(user ? 'users.updateFailed' : 'users.createFailed');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    const body = form.validate(
      user ? userUpdateSchema : userCreateSchema,
      userSaveBody(form.values, user !== null, canChooseRole),
    );
    if (!body) return;
    const input = user ? { id: user.id, version: form.version ?? user.version, body } : { body };
    save.mutate(input as Parameters<typeof save.mutate>[0], {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          title: t(user ? 'users.updated' : 'users.created'),
          message: `${saved.first_name} ${saved.last_name}`.trim() || saved.email,
        });
        onDone();
      },
      onError: (error) => void form.fail(error, fallback),
    });
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <UserFormFields form={form} editing={user !== null} canChooseRole={canChooseRole} />
        {/* Only an administrator may choose roles, and only an administrator may reset two-factor sign-in. */}
        {user && canChooseRole && <ResetTwoFactorButton user={user} />}
        {user && canChooseRole && user.id !== me.id && <SetTemporaryPasswordButton user={user} />}
        {form.formError && isFormLevelError(save.error) && (
          <ErrorAlert role="alert">{form.formError}</ErrorAlert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('users.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(user ? 'users.saveChanges' : 'users.addUser')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
