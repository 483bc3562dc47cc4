import { DECLINE_REASONS } from '@freight/domain';
import { Select, Textarea } from '@mantine/core';
import { textField } from '../../shared/forms/textField';
import { useT } from '../../shared/i18n/useT';
import { PublicAnswerForm } from './PublicAnswerForm';
import { DECLINE_REASON_MESSAGES } from './quoteLinkMessages';
import { type PublicAnswerLink, usePublicAnswer } from './usePublicAnswer';

interface DeclineValues {
  reason: string | null;
  comment: string;
}

/** Decline: a reason from the list and an optional comment. */
export function DeclineQuoteForm(link: PublicAnswerLink) {
  const answer = usePublicAnswer<DeclineValues>('decline', link, { reason: null, comment: '' });
  const { form } = answer;
  const t = useT();
  return (
    <PublicAnswerForm answer={answer}>
      <Select
        label={t('publicQuote.reason')}
        data={DECLINE_REASONS.map((reason) => ({ value: reason, label: t(DECLINE_REASON_MESSAGES[reason]) }))}
        value={form.values.reason}
        onChange={(reason) => form.setField('reason', reason)}
        error={form.errors.reason}
        required
      />
      <Textarea
        label={t('publicQuote.comment')}
        description={t('publicQuote.optional')}
        {...textField(form, 'comment')}
        autosize
        minRows={2}
      />
    </PublicAnswerForm>
  );
}
