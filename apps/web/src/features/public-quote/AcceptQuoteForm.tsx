import { publicQuotesApi, quoteAcceptSchema } from '@freight/domain';
import { Checkbox, TextInput } from '@mantine/core';
import { textField } from '../../shared/forms/textField';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { PublicAnswerForm } from './PublicAnswerForm';
import { usePublicAnswer } from './usePublicAnswer';

interface AcceptValues {
  name: string;
  po_number: string;
  accept_terms: boolean;
}

/** Accept: the client's full name, an optional PO number and the terms ticked. */
export function AcceptQuoteForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const form = useRecordForm<AcceptValues>({ initial: { name: '', po_number: '', accept_terms: false } });
  const answer = usePublicAnswer({
    endpoint: publicQuotesApi.accept,
    schema: quoteAcceptSchema,
    token,
    form,
    fallback: 'Your acceptance could not be recorded',
    onDone,
  });

  return (
    <PublicAnswerForm
      form={form}
      onSubmit={answer.submit}
      pending={answer.pending}
      submitLabel="Accept quote"
      buttonProps={{ color: 'green' }}
    >
      <TextInput label="Full name" required {...textField(form, 'name')} />
      <TextInput label="Purchase order number" description="Optional" {...textField(form, 'po_number')} />
      <Checkbox
        label="I accept the terms and conditions of this quote"
        checked={form.values.accept_terms}
        onChange={(event) => form.setField('accept_terms', event.currentTarget.checked)}
        error={form.errors.accept_terms}
      />
    </PublicAnswerForm>
  );
}
