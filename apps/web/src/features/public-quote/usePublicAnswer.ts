import type { publicQuotesApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../shared/api/apiClient';
import type { RecordForm } from '../../shared/forms/useRecordForm';

type AnswerEndpoint = typeof publicQuotesApi.accept | typeof publicQuotesApi.decline;

/**
 * Sends the client's answer (Accept or Decline) through the link's token: the form's values are checked with
 * the domain schema first; the thank-you message goes to `onDone`, a refusal to the form (`fallback` when the
 * answer says nothing readable).
 */
export function usePublicAnswer<V extends object>(options: {
  endpoint: AnswerEndpoint;
  schema: z.ZodType;
  token: string;
  form: RecordForm<V>;
  fallback: string;
  onDone: (message: string) => void;
}) {
  const { endpoint, schema, token, form, fallback, onDone } = options;
  const send = useMutation({
    mutationFn: (body: unknown) => callApi(endpoint, { params: { token }, body } as never),
    onSuccess: (result: { message: string }) => onDone(result.message),
  });
  const submit = () => {
    const body = form.validate(schema);
    if (body === null) return;
    form.setFormError(null);
    send.mutate(body, { onError: (error) => void form.fail(error, fallback) });
  };
  return { submit, pending: send.isPending };
}
