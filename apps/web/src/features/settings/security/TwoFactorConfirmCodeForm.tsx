import { TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
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
  const t = useT();
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
        void form.fail(error, t('security.enableFailed'));
      },
    });
  };

  return (
    <SecurityStepForm
      form={form}
      action={enable}
      explanation={t('security.stepEnterCode')}
      submitLabel={t('security.verifyAndTurnOn')}
      gap="sm"
      onSubmit={handleSubmit}
      onCancel={onCancel}
    >
      <TextInput
        label={t('twoFactor.authenticationCode')}
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
