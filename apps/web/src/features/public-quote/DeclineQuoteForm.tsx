import { DECLINE_REASONS, publicQuotesApi, quoteDeclineSchema } from '@freight/domain';
import { Select, Textarea } from '@mantine/core';
import { textField } from '../../shared/forms/textField';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { PublicAnswerForm } from './PublicAnswerForm';
import { usePublicAnswer } from './usePublicAnswer';

interface DeclineValues {
  reason: string | null;
  comment: string;
}

/** Decline: a reason from the list and an optional comment. */
export function DeclineQuoteForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const form = useRecordForm<DeclineValues>({ initial: { reason: null, comment: '' } });
  const answer = usePublicAnswer({
    endpoint: publicQuotesApi.decline,
    schema: quoteDeclineSchema,
    token,
    form,
    fallback: 'Your answer could not be recorded',
    onDone,
  });

  return (
    <PublicAnswerForm
      form={form}
      onSubmit={answer.submit}
      pending={answer.pending}
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
      <Textarea label="Comment" description="Optional" {...textField(form, 'comment')} autosize minRows={2} />
    </PublicAnswerForm>
  );
}
