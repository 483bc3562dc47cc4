import { type ExchangeRateRecord, exchangeRateCreateSchema } from '@freight/domain';
import { Alert, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { CalendarDateInput } from '../../shared/forms/CalendarDateInput';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { useT } from '../../shared/i18n/useT';
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
  const t = useT();
  const labels = {
    base: t(EXCHANGE_RATE_FIELD_LABELS.base),
    quote: t(EXCHANGE_RATE_FIELD_LABELS.quote),
    rate: t(EXCHANGE_RATE_FIELD_LABELS.rate),
    date: t(EXCHANGE_RATE_FIELD_LABELS.date),
  };
  const { create, update } = useExchangeRateMutations();
  const form = useRecordForm<ExchangeRateFormValues>({
    initial: () => exchangeRateFormValues(rate),
    version: rate?.version,
    stale: rate ? { labels, load: () => latestExchangeRate(rate) } : undefined,
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
      await form.fail(error, t('exchangeRates.notSaved'));
    }
  }

  const conflictAt = (field: keyof ExchangeRateFormValues) => conflictContainer(form.conflictAt(field));
  // A refusal that names fields is told at those fields; the form-level message is for the others.
  const fieldMessages = Object.keys(errors).length > 0;
  return (
    <Modal
      opened
      onClose={() => !saving && onClose()}
      title={rate ? t('exchangeRates.editTitle') : t('exchangeRates.addTitle')}
      centered
    >
      <form ref={form.formRef} onSubmit={save} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            {(['base', 'quote'] as const).map((field) => (
              <CurrencySelect
                key={field}
                label={labels[field]}
                value={values[field]}
                onChange={(code) => code && setField(field, code)}
                error={errors[field]}
                inputContainer={conflictAt(field)}
              />
            ))}
          </SimpleGrid>
          <NumberField
            label={labels.rate}
            description={t('exchangeRates.rateDescription', { base: values.base, quote: values.quote })}
            value={values.rate}
            onChange={(value) => setField('rate', value)}
            min={0.000001}
            messages={{ min: t('exchangeRates.rateAboveZero') }}
            error={errors.rate}
            inputContainer={conflictAt('rate')}
            data-autofocus
          />
          <CalendarDateInput
            label={labels.date}
            description={t('exchangeRates.dateDescription')}
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
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {rate ? t('exchangeRates.saveRate') : t('exchangeRates.addRate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
