import type { PricingSettings } from '@freight/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import type { MessageId } from '../../shared/i18n/i18n';
import { type Translate, useT } from '../../shared/i18n/useT';
import { LoadedRecord } from '../../shared/ui/LoadedRecord';
import { CurrencySelect } from './CurrencySelect';
import { PricingFormCard } from './PricingFormCard';
import { usePricingSettings } from './usePricingSettings';
import { usePricingSettingsForm } from './usePricingSettingsForm';

const NUMBERS = [
  { field: 'air_factor', label: 'pricing.airFactor' },
  { field: 'express_factor', label: 'pricing.expressFactor' },
  { field: 'road_factor', label: 'pricing.roadFactor' },
  { field: 'rail_factor', label: 'pricing.railFactor' },
  { field: 'sea_lcl_factor', label: 'pricing.seaLclFactor' },
  { field: 'lcl_minimum_tons', label: 'pricing.lclMinimumTons' },
  { field: 'minimum_margin_percent', label: 'pricing.minimumMarginPercent' },
  { field: 'default_markup_percent', label: 'pricing.defaultMarkupPercent' },
] as const satisfies readonly { field: string; label: MessageId }[];
type NumberFieldName = (typeof NUMBERS)[number]['field'];

/** The pricing settings in the System Settings tab: factors, base currency, margin and markup. */
export function PricingSettingsCard() {
  const t = useT();
  const { query } = usePricingSettings();
  return (
    <LoadedRecord query={query} failed={t('pricing.settingsLoadFailed')}>
      {(settings) => <PricingSettingsForm settings={settings} />}
    </LoadedRecord>
  );
}

type PricingFormValues = Record<NumberFieldName, string> & { base_currency: string };

/** Each field's label in the reader's language (a conflict notice names it). */
const labelsIn = (t: Translate) => ({
  ...(Object.fromEntries(NUMBERS.map(({ field, label }) => [field, t(label)])) as Record<
    NumberFieldName,
    string
  >),
  base_currency: t('pricing.baseCurrency'),
});

/** The settings as the form shows them: each number as typed text, so the schema says what is wrong with it. */
const pricingValues = (settings: PricingSettings): PricingFormValues => ({
  ...(Object.fromEntries(NUMBERS.map(({ field }) => [field, String(settings[field])])) as Record<
    NumberFieldName,
    string
  >),
  base_currency: settings.base_currency,
});

function PricingSettingsForm({ settings }: { settings: PricingSettings }) {
  const t = useT();
  const labels = useMemo(() => labelsIn(t), [t]);
  const editor = usePricingSettingsForm({
    settings,
    valuesOf: pricingValues,
    labels,
    savedMessage: t('pricing.settingsSaved'),
    failedMessage: t('pricing.settingsNotSaved'),
  });
  const { values, errors, setField, conflictAt } = editor.form;

  return (
    <PricingFormCard
      title={t('pricing.title')}
      description={t('pricing.description')}
      editor={editor}
      submitLabel={t('pricing.save')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {NUMBERS.map(({ field, label }) => (
          <TextInput
            key={field}
            label={t(label)}
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
          label={t('pricing.baseCurrency')}
          description={t('pricing.baseCurrencyDescription')}
          value={values.base_currency}
          onChange={(currency) => currency && setField('base_currency', currency)}
          error={errors.base_currency}
          inputContainer={conflictContainer(conflictAt('base_currency'))}
        />
      </SimpleGrid>
    </PricingFormCard>
  );
}
