import { TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { isFormLevelError } from '../../auth/isFormLevelError';
import { twoFactorCodeProblem } from '../../auth/two-factor/twoFactorCodeProblem';
import { SecurityStepForm } from './SecurityStepForm';
import type { useEnableTwoFactor } from './useEnableTwoFactor';

interface TwoFactorConfirmCodeFormProps {
  enable: ReturnType<typeof useEnableTwoFactor>;
  onCancel: () => void;
}

/** Step 2 of turning two-factor on: a code from the app proves it holds the secret. */
export function TwoFactorConfirmCodeForm({ enable, onCancel }: TwoFactorConfirmCodeFormProps) {
  const form = useRecordForm({ initial: { code: '' } });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = form.values.code.trim();
    const problem = twoFactorCodeProblem(typed, false);
    form.setErrors({ code: problem });
    if (problem) return;
    enable.mutate(typed, {
      onError: (error) => {
        // A refused code is cleared for the next one; the message stays under the field.
        if (!isFormLevelError(error)) form.setField('code', '');
        void form.fail(error, 'Two-factor authentication could not be turned on.');
      },
    });
  };

  return (
    <SecurityStepForm
      form={form}
      action={enable}
      explanation="2. Enter the 6-digit code the app shows."
      submitLabel="Verify and turn on"
      gap="sm"
      onSubmit={handleSubmit}
      onCancel={onCancel}
    >
      <TextInput
        label="Authentication code"
        name="code"
        placeholder="123456"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        value={form.values.code}
        onChange={(event) => form.setField('code', event.currentTarget.value)}
        error={form.errors.code}
        maw={240}
        data-autofocus
      />
    </SecurityStepForm>
  );
}
