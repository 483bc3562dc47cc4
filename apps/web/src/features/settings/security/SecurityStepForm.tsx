import { Button, type ButtonProps, Group, Stack, type StackProps, Text } from '@mantine/core';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { isFormLevelError } from '../../auth/isFormLevelError';

interface SecurityStepFormProps {
  /** The form's `formRef` and `formError` (`useRecordForm`). */
  form: { formRef: Ref<HTMLFormElement>; formError: string | null };
  /** The change the form sends: its failure and whether it is on its way. */
  action: { isError: boolean; error: unknown; isPending: boolean };
  /** What the step does, said before the field. */
  explanation: string;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  gap?: StackProps['gap'];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** The step's one field. */
  children: ReactNode;
}

/**
 * One small step of a security change (a password confirmation, a two-factor code): what it does, a failure
 * that is not the field's above it, the field, then Cancel and the step's submit.
 */
export function SecurityStepForm(props: SecurityStepFormProps) {
  const { form, action, explanation, submitLabel, submitColor, gap = 'md', onSubmit, onCancel } = props;
  const t = useT();
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        <Text size="sm">{explanation}</Text>
        {action.isError && isFormLevelError(action.error) && form.formError && (
          <ErrorAlert>{form.formError}</ErrorAlert>
        )}
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('security.cancel')}
          </Button>
          <Button type="submit" color={submitColor} loading={action.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
