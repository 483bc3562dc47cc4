import { DECLINE_REASONS, publicQuotesApi, type QuoteDecline, quoteDeclineSchema } from '@freight/domain';
import { Select, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { PublicAnswerForm } from './PublicAnswerForm';

interface DeclineValues {
  reason: string | null;
  comment: string;
}

/** Decline: a reason from the list and an optional comment. */
export function DeclineQuoteForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const form = useRecordForm<DeclineValues>({ initial: { reason: null, comment: '' } });
  const decline = useMutation({
    mutationFn: (body: QuoteDecline) => callApi(publicQuotesApi.decline, { params: { token }, body }),
    onSuccess: (result) => onDone(result.message),
  });

  const submit = () => {
    const body = form.validate(quoteDeclineSchema);
    if (!body) return;
    form.setFormError(null);
    decline.mutate(body, { onError: (error) => void form.fail(error, 'Your answer could not be recorded') });
  };

  return (
    <PublicAnswerForm
      form={form}
      onSubmit={submit}
      pending={decline.isPending}
      submitLabel="Decline quote"
      buttonProps={{ color: 'red', variant: 'light' }}
    >
      <Select
        label="Reason"
        data={[...DECLINE_REASONS]}
        value={form.values.reason}
        onChange={(reason) => form.setField('reason', reason)}
        error={form.errors.reason}
        required
      />
      <Textarea
        label="Comment"
        description="Optional"
        value={form.values.comment}
        onChange={(event) => form.setField('comment', event.currentTarget.value)}
        error={form.errors.comment}
        autosize
        minRows={2}
      />
    </PublicAnswerForm>
  );
}
