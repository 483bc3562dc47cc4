import { Checkbox, TextInput } from '@mantine/core';
import { textField } from '../../shared/forms/textField';
import { useT } from '../../shared/i18n/useT';
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
  const t = useT();
  return (
    <PublicAnswerForm answer={answer}>
      <TextInput label={t('publicQuote.fullName')} required {...textField(form, 'name')} />
      <TextInput
        label={t('publicQuote.poNumber')}
        description={t('publicQuote.optional')}
        {...textField(form, 'po_number')}
      />
      <Checkbox
        label={t('publicQuote.acceptTerms')}
        checked={form.values.accept_terms}
        onChange={(event) => form.setField('accept_terms', event.currentTarget.checked)}
        error={form.errors.accept_terms}
      />
    </PublicAnswerForm>
  );
}
