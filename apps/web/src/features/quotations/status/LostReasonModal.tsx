import { LOST_REASON_MESSAGES, LOST_REASONS, type LostReason, lostReasonInputFields } from '@freight/domain';
import { Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect } from 'react';
import { z } from 'zod';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { textField } from '../../../shared/forms/textField';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { LOST_REASON_MESSAGES as LOST_REASON_LABEL_IDS } from '../../../shared/i18n/domainLabels';
import { useT } from '../../../shared/i18n/useT';

export interface LostReasonChoice {
  lost_reason: LostReason;
  lost_to: string;
  lost_comment: string;
}

interface LostReasonValues {
  lost_reason: LostReason | null;
  lost_to: string;
  lost_comment: string;
}

const BLANK: LostReasonValues = { lost_reason: null, lost_to: '', lost_comment: '' };

/** The domain's lost-reason fields, with the modal's own words when no reason was chosen. */
const lostReasonChoiceSchema = z.object({
  ...lostReasonInputFields,
  lost_reason: z.enum(LOST_REASONS, { error: LOST_REASON_MESSAGES.reasonRequired }),
});

/**
 * Asked when a quotation is moved to Cancelled: why it was lost (required), the competitor and a comment
 * (optional). Cancel, Escape or closing leaves the status as it was.
 */
export function LostReasonModal({
  opened,
  quotationNumber,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  quotationNumber: string;
  onCancel: () => void;
  onConfirm: (choice: LostReasonChoice) => void;
}) {
  const t = useT();
  const options = LOST_REASONS.map((reason) => ({ value: reason, label: t(LOST_REASON_LABEL_IDS[reason]) }));
  const form = useRecordForm<LostReasonValues>({ initial: BLANK });
  const { reset } = form;
  // Each opening starts blank: a reason chosen for an earlier, abandoned cancel must not carry over.
  useEffect(() => {
    if (opened) reset(BLANK);
  }, [opened, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = form.validate(lostReasonChoiceSchema);
    if (choice) onConfirm(choice);
  };

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('quotations.cancelTitle', { number: quotationNumber })}
      centered
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('quotations.lostWhy')}
            placeholder={t('quotations.lostChooseReason')}
            data={options}
            value={form.values.lost_reason}
            onChange={(value) => form.setField('lost_reason', value as LostReason | null)}
            error={form.errors.lost_reason}
            required
            allowDeselect={false}
            data-autofocus
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
          <TextInput
            label={t('quotations.lostCompetitor')}
            description={t('quotations.lostCompetitorDescription')}
            maxLength={200}
            {...textField(form, 'lost_to')}
          />
          <Textarea
            label={t('quotations.lostComment')}
            description={t('quotations.optional')}
            maxLength={2000}
            autosize
            minRows={2}
            {...textField(form, 'lost_comment')}
          />
          <FormFooter
            submitLabel={t('quotations.markCancelled')}
            busy={false}
            onCancel={onCancel}
            cancelLabel={t('quotations.keepStatus')}
            submitProps={{ color: 'red' }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
