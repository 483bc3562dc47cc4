import { passwordChangeFormSchema } from '@freight/domain';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { isFormLevelError } from '../../auth/isFormLevelError';
import { useCurrentSession } from '../../auth/session/useCurrentSession';
import { useChangePassword } from './useChangePassword';

type Field = 'current_password' | 'new_password' | 'confirm_password';
const EMPTY: Record<Field, string> = { current_password: '', new_password: '', confirm_password: '' };

/**
 * Current, new and confirmation fields, each with show/hide. The rules are the domain's (12 characters, not
 * the email, confirmation matches); the server checks the current password and ends every other session.
 */
export function ChangePasswordPanel() {
  const t = useT();
  const { user } = useCurrentSession();
  const change = useChangePassword();
  const form = useRecordForm({ initial: EMPTY });
  const [visible, setVisible] = useState<Record<Field, boolean>>({
    current_password: false,
    new_password: false,
    confirm_password: false,
  });

  const field = (name: Field, label: string, autoComplete: string, description?: string) => (
    <PasswordInput
      label={label}
      name={name}
      description={description}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(event) => {
        form.setField(name, event.currentTarget.value);
        if (change.isSuccess || change.isError) change.reset();
      }}
      error={form.errors[name]}
      visible={visible[name]}
      onVisibilityChange={(shown) => setVisible((current) => ({ ...current, [name]: shown }))}
      visibilityToggleButtonProps={{
        // Named without the field's words so each field alone answers to its label.
        'aria-label': t(visible[name] ? 'login.hideTypedText' : 'login.showTypedText'),
        tabIndex: 0,
      }}
      required
    />
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validate(passwordChangeFormSchema(user.email))) return;
    change.mutate(
      { current_password: form.values.current_password, new_password: form.values.new_password },
      { onSuccess: () => form.reset(EMPTY), onError: (error) => void form.fail(error, '') },
    );
  };

  const generalError = change.isError && isFormLevelError(change.error);

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" maw={480}>
        {change.isSuccess && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t('security.passwordChanged')}
          </Alert>
        )}
        {generalError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {apiErrorMessage(change.error, t('password.changeFailed'))}
          </Alert>
        )}
        {field('current_password', t('security.currentPassword'), 'current-password')}
        {field('new_password', t('password.new'), 'new-password', t('security.newPasswordHint'))}
        {field('confirm_password', t('password.confirmNew'), 'new-password')}
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('security.updatePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
