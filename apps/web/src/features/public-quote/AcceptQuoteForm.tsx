import { Checkbox, TextInput } from '@mantine/core';
import { textField } from '../../shared/forms/textField';
import { PublicAnswerForm } from './PublicAnswerForm';
import { type PublicAnswerLink, usePublicAnswer } from './usePublicAnswer';

interface AcceptValues {
  name: string;
  po_number: string;
  accept_terms: boolean;
}

/** Accept: the client's full name, an optional PO number and the terms ticked. */
export function AcceptQuoteForm(link: PublicAnswerLink) {
  const answer = usePublicAnswer<AcceptValues>('accept', link, {
    name: '',
    po_number: '',
    accept_terms: false,
  });
  const { form } = answer;
  return (
    <PublicAnswerForm answer={answer}>
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
