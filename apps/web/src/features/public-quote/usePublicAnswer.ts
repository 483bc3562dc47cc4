import { publicQuotesApi, quoteAcceptSchema, quoteDeclineSchema } from '@freight/domain';
import type { ButtonProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';

/** The client's two answers: where each goes, how it is checked, its button, and what a refusal says. */
const ANSWERS = {
  accept: {
    endpoint: publicQuotesApi.accept,
    schema: quoteAcceptSchema,
    fallback: 'publicQuote.acceptFailed',
    submitLabel: 'publicQuote.acceptQuote',
    buttonProps: { color: 'green' },
  },
  decline: {
    endpoint: publicQuotesApi.decline,
    schema: quoteDeclineSchema,
    fallback: 'publicQuote.declineFailed',
    submitLabel: 'publicQuote.declineQuote',
    buttonProps: { color: 'red', variant: 'light' },
  },
} satisfies Record<
  string,
  { buttonProps: ButtonProps; fallback: MessageId; submitLabel: MessageId } & Record<string, unknown>
>;

/** The acceptance link's token, and where the thank-you message goes. */
export interface PublicAnswerLink {
  token: string;
  onDone: (message: string) => void;
}

/**
 * One answer's form and its sending through the link's token: the values are checked with the domain schema
 * first; the thank-you message goes to `onDone`, a refusal to the form (the answer's fallback when it says
 * nothing readable).
 */
export function usePublicAnswer<V extends object>(
  kind: keyof typeof ANSWERS,
  link: PublicAnswerLink,
  initial: V,
) {
  const { endpoint, schema, fallback, submitLabel, buttonProps } = ANSWERS[kind];
  const t = useT();
  const form = useRecordForm<V>({ initial });
  const send = useMutation({
    mutationFn: (body: unknown) => callApi(endpoint, { params: { token: link.token }, body } as never),
    onSuccess: (result: { message: string }) => link.onDone(result.message),
  });
  const submit = () => {
    const body = form.validate(schema);
    if (body === null) return;
    form.setFormError(null);
    send.mutate(body, { onError: (error) => void form.fail(error, t(fallback)) });
  };
  return { form, submit, pending: send.isPending, submitLabel: t(submitLabel), buttonProps };
}

export type PublicAnswer<V extends object> = ReturnType<typeof usePublicAnswer<V>>;
