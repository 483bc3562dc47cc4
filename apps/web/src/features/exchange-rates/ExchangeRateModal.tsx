import { type ExchangeRateRecord, exchangeRateCreateSchema, todayIso } from '@freight/domain';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { NumberField } from '../../shared/ui/NumberField';
import { CurrencySelect } from '../pricing/CurrencySelect';
import { useExchangeRateMutations } from './useExchangeRateMutations';

interface ExchangeRateModalProps {
  /** The rate to edit; null adds one. */
  rate: ExchangeRateRecord | null;
  onClose: () => void;
}

/** Adds or edits one exchange rate: 1 base = rate quote, in force from its date. */
export function ExchangeRateModal({ rate, onClose }: ExchangeRateModalProps) {
  const { create, update } = useExchangeRateMutations();
  const [base, setBase] = useState<string>(rate?.base ?? 'EUR');
  const [quote, setQuote] = useState<string>(rate?.quote ?? 'USD');
  const [value, setValue] = useState<number | string>(rate?.rate ?? '');
  const [date, setDate] = useState(rate?.date ?? todayIso());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = create.isPending || update.isPending;
  const failed = create.error ?? update.error;

  const save = () => {
    const parsed = exchangeRateCreateSchema.safeParse({ base, quote, rate: value, date });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const onError = (error: Error) => {
      if (ApiError.is(error) && error.fields) setErrors(error.fields);
    };
    if (rate) {
      update.mutate(
        {
          id: rate.id,
          changes: { ...parsed.data, date: parsed.data.date ?? rate.date },
          version: rate.version,
        },
        { onSuccess: onClose, onError },
      );
    } else {
      create.mutate(parsed.data, { onSuccess: onClose, onError });
    }
  };

  return (
    <Modal
      opened
      onClose={() => !saving && onClose()}
      title={rate ? 'Edit exchange rate' : 'Add exchange rate'}
      centered
    >
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <CurrencySelect
            label="Base currency"
            value={base}
            onChange={(code) => code && setBase(code)}
            error={errors.base}
          />
          <CurrencySelect
            label="Quote currency"
            value={quote}
            onChange={(code) => code && setQuote(code)}
            error={errors.quote}
          />
        </SimpleGrid>
        <NumberField
          label="Rate"
          description={`1 ${base} = rate ${quote}`}
          value={value}
          onChange={setValue}
          min={0.000001}
          messages={{ min: 'Rate must be greater than 0' }}
          error={errors.rate}
          data-autofocus
        />
        <TextInput
          label="Date"
          description="In force from this day until a newer rate of the pair"
          type="date"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.date}
        />
        {failed && !(ApiError.is(failed) && Object.keys(failed.fields).length > 0) && (
          <Alert color="red" role="alert">
            {apiErrorMessage(failed, 'The exchange rate was not saved')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving}>
            {rate ? 'Save rate' : 'Add rate'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
