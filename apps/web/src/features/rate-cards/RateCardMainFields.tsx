import { laneSearchKind, RATE_CARD_MODES } from '@freight/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT';
import { NumberField } from '../../shared/ui/NumberField';
import { LocationPicker } from '../locations/LocationPicker';
import { CurrencySelect } from '../pricing/CurrencySelect';
import { RATE_CARD_FIELD_LABELS } from './rateCardConflict';
import type { RateCardFormValues } from './rateCardFormValues';
import { ValidityFields } from './ValidityFields';

/** The card's flat charges, each an amount in the card's currency. */
const CHARGE_FIELDS = ['minimum_charge', 'per_cbm_rate', 'fixed_charge'] as const;

interface RateCardMainFieldsProps {
  values: RateCardFormValues;
  onChange: (patch: Partial<RateCardFormValues>) => void;
  errors: Record<string, string>;
}

/** Carrier, mode, lane (codes for the lookup, city and country for people), validity and the flat charges. */
export function RateCardMainFields(props: RateCardMainFieldsProps) {
  const { values, onChange, errors } = props;
  const t = useT();
  const text = (field: keyof RateCardFormValues, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={values[field] as string}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange({ [field]: value });
      }}
      error={errors[field]}
      {...extra}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {text('carrier', t(RATE_CARD_FIELD_LABELS.carrier), { required: true, 'data-autofocus': true })}
        <NativeSelect
          label={t(RATE_CARD_FIELD_LABELS.transport_mode)}
          data={[...RATE_CARD_MODES]}
          value={values.transport_mode}
          onChange={(event) => onChange({ transport_mode: event.currentTarget.value as never })}
          error={errors.transport_mode}
          required
        />
        <CurrencySelect
          label={t(RATE_CARD_FIELD_LABELS.currency)}
          value={values.currency}
          onChange={(currency) => currency && onChange({ currency })}
          error={errors.currency}
          required
        />
        {(['origin', 'destination'] as const).map((end) => (
          <LaneEndFields key={end} end={end} {...props} text={text} />
        ))}
        <ValidityFields values={values} onChange={onChange} errors={(field) => errors[field]} required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {CHARGE_FIELDS.map((field) => (
          <NumberField
            key={field}
            label={t(RATE_CARD_FIELD_LABELS[field])}
            value={values[field]}
            onChange={(value) => onChange({ [field]: value })}
            min={0}
            error={errors[field]}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

interface LaneEndFieldsProps extends RateCardMainFieldsProps {
  end: 'origin' | 'destination';
  text: (field: keyof RateCardFormValues, label: string) => ReactNode;
}

/** One end of the lane: its code (picked from the mode's airports or ports), then its city and country. */
function LaneEndFields({ end, values, onChange, errors, text }: LaneEndFieldsProps) {
  const t = useT();
  const code = `${end}_code` as const;
  return (
    <>
      <LocationPicker
        label={t(RATE_CARD_FIELD_LABELS[code])}
        required
        kind={laneSearchKind(values.transport_mode)}
        value={values[code]}
        onChange={(picked) => onChange({ [code]: picked })}
        error={errors[code]}
      />
      {text(`${end}_city`, t(RATE_CARD_FIELD_LABELS[`${end}_city`]))}
      {text(`${end}_country`, t(RATE_CARD_FIELD_LABELS[`${end}_country`]))}
    </>
  );
}
