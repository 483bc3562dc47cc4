import { Alert, Button, type ButtonProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { RecordForm } from '../../shared/forms/useRecordForm';

/**
 * The frame of the client's two answers (Accept, Decline): the fields, the message of a refused answer, and
 * the answer's button. The form checks its values with the domain schema in `onSubmit`.
 */
export function PublicAnswerForm<V extends object>(props: {
  form: RecordForm<V>;
  onSubmit: () => void;
  pending: boolean;
  submitLabel: string;
  buttonProps: ButtonProps;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form ref={props.form.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {props.children}
        {props.form.formError && <Alert color="red">{props.form.formError}</Alert>}
        <Button type="submit" loading={props.pending} {...props.buttonProps}>
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
