import { passwordConfirmSchema } from '@freight/domain';
import { type ButtonProps, PasswordInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { SecurityStepForm } from './SecurityStepForm';

interface PasswordConfirmFormProps<T> {
  /** What confirming does, said before the field. */
  explanation: string;
  /** The change the password confirms; it is sent the password. */
  action: UseMutationResult<T, Error, string>;
  /** Said above the form when the change fails for a reason other than the password. */
  failure: string;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  onDone?: (result: T) => void;
  onCancel: () => void;
}

/**
 * A security change confirmed with the account's password (turning two-factor off, new recovery codes): a
 * wrong password is said under the field, any other failure above it.
 */
export function PasswordConfirmForm<T>(props: PasswordConfirmFormProps<T>) {
  const { action, failure, onDone } = props;
  const t = useT();
  const form = useRecordForm({ initial: { password: '' } });
  const [visible, setVisible] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate(passwordConfirmSchema);
    if (!body) return;
    action.mutate(body.password, { onSuccess: onDone, onError: (error) => void form.fail(error, failure) });
  };

  return (
    <SecurityStepForm {...props} form={form} onSubmit={handleSubmit}>
      <PasswordInput
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={(event) => form.setField('password', event.currentTarget.value)}
        error={form.errors.password}
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleButtonProps={{
          'aria-label': t(visible ? 'login.hideTypedText' : 'login.showTypedText'),
        }}
        data-autofocus
      />
    </SecurityStepForm>
  );
}
