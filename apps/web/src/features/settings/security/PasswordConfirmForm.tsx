import { passwordConfirmSchema } from '@freight/domain';
import { Button, type ButtonProps, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { isFormLevelError } from '../../auth/isFormLevelError';

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
  const { explanation, action, failure, submitLabel, submitColor, onDone, onCancel } = props;
  const form = useRecordForm({ initial: { password: '' } });
  const [visible, setVisible] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate(passwordConfirmSchema);
    if (!body) return;
    action.mutate(body.password, { onSuccess: onDone, onError: (error) => void form.fail(error, failure) });
  };

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{explanation}</Text>
        {action.isError && isFormLevelError(action.error) && form.formError && (
          <ErrorAlert>{form.formError}</ErrorAlert>
        )}
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.setField('password', event.currentTarget.value)}
          error={form.errors.password}
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide typed text' : 'Show typed text' }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color={submitColor} loading={action.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
