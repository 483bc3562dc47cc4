import { laneSearchKind, RATE_CARD_MODES } from '@freight/domain';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { NumberField } from '../../shared/ui/NumberField';
import { LocationPicker } from '../locations/LocationPicker';
import { CurrencySelect } from '../pricing/CurrencySelect';
import { QuotationDateInput } from '../quotations/form/QuotationDateInput';
import type { RateCardFormValues } from './rateCardFormValues';

interface RateCardMainFieldsProps {
  values: RateCardFormValues;
  onChange: (patch: Partial<RateCardFormValues>) => void;
  errors: Record<string, string>;
}

/** Carrier, mode, lane (codes for the lookup, city and country for people), validity and the flat charges. */
export function RateCardMainFields({ values, onChange, errors }: RateCardMainFieldsProps) {
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
        {text('carrier', 'Carrier', { required: true, 'data-autofocus': true })}
        <NativeSelect
          label="Transport mode"
          data={[...RATE_CARD_MODES]}
          value={values.transport_mode}
          onChange={(event) => onChange({ transport_mode: event.currentTarget.value as never })}
          error={errors.transport_mode}
          required
        />
        <CurrencySelect
          label="Currency"
          value={values.currency}
          onChange={(currency) => currency && onChange({ currency })}
          error={errors.currency}
          required
        />
        <LocationPicker
          label="Origin code"
          required
          kind={laneSearchKind(values.transport_mode)}
          value={values.origin_code}
          onChange={(origin_code) => onChange({ origin_code })}
          error={errors.origin_code}
        />
        {text('origin_city', 'Origin city')}
        {text('origin_country', 'Origin country')}
        <LocationPicker
          label="Destination code"
          required
          kind={laneSearchKind(values.transport_mode)}
          value={values.destination_code}
          onChange={(destination_code) => onChange({ destination_code })}
          error={errors.destination_code}
        />
        {text('destination_city', 'Destination city')}
        {text('destination_country', 'Destination country')}
        <QuotationDateInput
          label="Valid from"
          value={values.valid_from}
          onChange={(valid_from) => onChange({ valid_from })}
          error={errors.valid_from}
          required
        />
        <QuotationDateInput
          label="Valid to"
          value={values.valid_to}
          onChange={(valid_to) => onChange({ valid_to })}
          error={errors.valid_to}
          required
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberField
          label="Minimum charge"
          value={values.minimum_charge}
          onChange={(minimum_charge) => onChange({ minimum_charge })}
          min={0}
          error={errors.minimum_charge}
        />
        <NumberField
          label="Rate per CBM"
          value={values.per_cbm_rate}
          onChange={(per_cbm_rate) => onChange({ per_cbm_rate })}
          min={0}
          error={errors.per_cbm_rate}
        />
        <NumberField
          label="Fixed charge"
          value={values.fixed_charge}
          onChange={(fixed_charge) => onChange({ fixed_charge })}
          min={0}
          error={errors.fixed_charge}
        />
      </SimpleGrid>
    </>
  );
}
