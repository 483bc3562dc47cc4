import { DECLINE_REASONS } from '@freight/domain';
import { Select, Textarea } from '@mantine/core';
import { textField } from '../../shared/forms/textField';
import { PublicAnswerForm } from './PublicAnswerForm';
import { type PublicAnswerLink, usePublicAnswer } from './usePublicAnswer';

interface DeclineValues {
  reason: string | null;
  comment: string;
}

/** Decline: a reason from the list and an optional comment. */
export function DeclineQuoteForm(link: PublicAnswerLink) {
  const answer = usePublicAnswer<DeclineValues>('decline', link, { reason: null, comment: '' });
  const { form } = answer;
  return (
    <PublicAnswerForm answer={answer}>
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
