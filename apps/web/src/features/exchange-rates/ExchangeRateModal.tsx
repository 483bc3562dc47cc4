import { type ExchangeRateRecord, exchangeRateCreateSchema } from '@freight/domain';
import { Alert, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { CalendarDateInput } from '../../shared/forms/CalendarDateInput';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { NumberField } from '../../shared/ui/NumberField';
import { CurrencySelect } from '../pricing/CurrencySelect';
import {
  EXCHANGE_RATE_FIELD_LABELS,
  type ExchangeRateFormValues,
  exchangeRateFormValues,
  latestExchangeRate,
} from './exchangeRateFormValues';
import { useExchangeRateMutations } from './useExchangeRateMutations';

interface ExchangeRateModalProps {
  /** The rate to edit; null adds one. */
  rate: ExchangeRateRecord | null;
  onClose: () => void;
}

/**
 * Adds or edits one exchange rate: 1 base = rate quote, in force from its date. A save refused because a
 * colleague changed the rate first merges their values in field by field (the form toolkit's policy).
 */
export function ExchangeRateModal({ rate, onClose }: ExchangeRateModalProps) {
  const { create, update } = useExchangeRateMutations();
  const form = useRecordForm<ExchangeRateFormValues>({
    initial: () => exchangeRateFormValues(rate),
    version: rate?.version,
    stale: rate ? { labels: EXCHANGE_RATE_FIELD_LABELS, load: () => latestExchangeRate(rate) } : undefined,
  });
  const { values, errors, setField } = form;
  const saving = create.isPending || update.isPending;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    const body = form.validate(exchangeRateCreateSchema);
    if (!body) return;
    try {
      if (rate) {
        const changes = { ...body, date: body.date ?? rate.date };
        await update.mutateAsync({ id: rate.id, changes, version: form.version ?? rate.version });
      } else {
        await create.mutateAsync(body);
      }
      onClose();
    } catch (error) {
      await form.fail(error, 'The exchange rate was not saved');
    }
  }

  const conflictAt = (field: keyof ExchangeRateFormValues) => conflictContainer(form.conflictAt(field));
  // A refusal that names fields is told at those fields; the form-level message is for the others.
  const fieldMessages = Object.keys(errors).length > 0;
  return (
    <Modal
      opened
      onClose={() => !saving && onClose()}
      title={rate ? 'Edit exchange rate' : 'Add exchange rate'}
      centered
    >
      <form ref={form.formRef} onSubmit={save} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            {(['base', 'quote'] as const).map((field) => (
              <CurrencySelect
                key={field}
                label={EXCHANGE_RATE_FIELD_LABELS[field]}
                value={values[field]}
                onChange={(code) => code && setField(field, code)}
                error={errors[field]}
                inputContainer={conflictAt(field)}
              />
            ))}
          </SimpleGrid>
          <NumberField
            label="Rate"
            description={`1 ${values.base} = rate ${values.quote}`}
            value={values.rate}
            onChange={(value) => setField('rate', value)}
            min={0.000001}
            messages={{ min: 'Rate must be greater than 0' }}
            error={errors.rate}
            inputContainer={conflictAt('rate')}
            data-autofocus
          />
          <CalendarDateInput
            label="Date"
            description="In force from this day until a newer rate of the pair"
            value={values.date || null}
            onChange={(value) => setField('date', value ?? '')}
            error={errors.date}
            inputContainer={conflictAt('date')}
          />
          {form.formError && !fieldMessages && (
            <Alert color="red" role="alert">
              {form.formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {rate ? 'Save rate' : 'Add rate'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
