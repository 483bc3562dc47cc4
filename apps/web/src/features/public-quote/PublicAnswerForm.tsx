import { Alert, Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { translateQuoteLinkMessage } from './quoteLinkMessages';
import type { PublicAnswer } from './usePublicAnswer';

/**
 * The frame of the client's two answers (Accept, Decline): the fields, the message of a refused answer, and
 * the answer's button. The answer checks its values with the domain schema when sent.
 */
export function PublicAnswerForm<V extends object>({
  answer,
  children,
}: {
  answer: PublicAnswer<V>;
  children: ReactNode;
}) {
  const { form } = answer;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.submit();
  };
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {children}
        {form.formError && <Alert color="red">{translateQuoteLinkMessage(form.formError)}</Alert>}
        <Button type="submit" loading={answer.pending} {...answer.buttonProps}>
          {answer.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
