import type { PricingSettings } from '@freight/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { LoadedRecord } from '../../shared/ui/LoadedRecord';
import { CurrencySelect } from './CurrencySelect';
import { PricingFormCard } from './PricingFormCard';
import { usePricingSettings } from './usePricingSettings';
import { usePricingSettingsForm } from './usePricingSettingsForm';

const NUMBERS = [
  { field: 'air_factor', label: 'Air factor (kg per CBM)' },
  { field: 'express_factor', label: 'Express factor (kg per CBM)' },
  { field: 'road_factor', label: 'Road factor (kg per CBM)' },
  { field: 'rail_factor', label: 'Rail factor (kg per CBM)' },
  { field: 'sea_lcl_factor', label: 'Sea LCL factor (kg per CBM)' },
  { field: 'lcl_minimum_tons', label: 'LCL minimum revenue tons' },
  { field: 'minimum_margin_percent', label: 'Minimum margin percent' },
  { field: 'default_markup_percent', label: 'Default markup percent' },
] as const;
type NumberFieldName = (typeof NUMBERS)[number]['field'];

/** The pricing settings in the System Settings tab: factors, base currency, margin and markup. */
export function PricingSettingsCard() {
  const { query } = usePricingSettings();
  return (
    <LoadedRecord query={query} failed="Failed to load the pricing settings">
      {(settings) => <PricingSettingsForm settings={settings} />}
    </LoadedRecord>
  );
}

type PricingFormValues = Record<NumberFieldName, string> & { base_currency: string };

const LABELS = {
  ...(Object.fromEntries(NUMBERS.map(({ field, label }) => [field, label])) as Record<
    NumberFieldName,
    string
  >),
  base_currency: 'Base currency',
};

/** The settings as the form shows them: each number as typed text, so the schema says what is wrong with it. */
const pricingValues = (settings: PricingSettings): PricingFormValues => ({
  ...(Object.fromEntries(NUMBERS.map(({ field }) => [field, String(settings[field])])) as Record<
    NumberFieldName,
    string
  >),
  base_currency: settings.base_currency,
});

function PricingSettingsForm({ settings }: { settings: PricingSettings }) {
  const editor = usePricingSettingsForm({
    settings,
    valuesOf: pricingValues,
    labels: LABELS,
    savedMessage: 'Pricing settings saved',
    failedMessage: 'The pricing settings were not saved',
  });
  const { values, errors, setField, conflictAt } = editor.form;

  return (
    <PricingFormCard
      title="Pricing"
      description="Volumetric factors per transport mode, the base currency buy prices are converted through (the rates themselves are under Exchange rates), the minimum margin a quote may be sent with unconfirmed, and the markup used when pricing from a rate card."
      editor={editor}
      submitLabel="Save pricing"
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {NUMBERS.map(({ field, label }) => (
          <TextInput
            key={field}
            label={label}
            inputMode="decimal"
            value={values[field]}
            onChange={(e) => setField(field, e.currentTarget.value)}
            error={errors[field]}
            inputContainer={conflictContainer(conflictAt(field))}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <CurrencySelect
          label="Base currency"
          description="Exchange rates convert through it"
          value={values.base_currency}
          onChange={(currency) => currency && setField('base_currency', currency)}
          error={errors.base_currency}
          inputContainer={conflictContainer(conflictAt('base_currency'))}
        />
      </SimpleGrid>
    </PricingFormCard>
  );
}
