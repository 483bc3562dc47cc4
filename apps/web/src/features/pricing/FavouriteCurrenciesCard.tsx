import { CURRENCY_CODES, MAX_FAVOURITE_CURRENCIES, type PricingSettings } from '@freight/domain';
import { MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { useCurrencyName } from '../../shared/i18n/currencyNames';
import { useT } from '../../shared/i18n/useT';
import { LoadedRecord } from '../../shared/ui/LoadedRecord';
import { PricingFormCard } from './PricingFormCard';
import { usePricingSettings } from './usePricingSettings';
import { usePricingSettingsForm } from './usePricingSettingsForm';

/** The company's favourite currencies, listed first in every currency field (beside the pricing settings). */
export function FavouriteCurrenciesCard() {
  const t = useT();
  const { query } = usePricingSettings();
  return (
    <LoadedRecord query={query} failed={t('pricing.favouritesLoadFailed')}>
      {(settings) => <FavouriteCurrenciesForm settings={settings} />}
    </LoadedRecord>
  );
}

const favouritesOf = (settings: PricingSettings) => ({ favourite_currencies: settings.favourite_currencies });

function FavouriteCurrenciesForm({ settings }: { settings: PricingSettings }) {
  const t = useT();
  const labels = useMemo(() => ({ favourite_currencies: t('pricing.favouriteCurrencies') }), [t]);
  const nameOf = useCurrencyName();
  // Each code with its name in the reader's language ('JPY — Japanischer Yen').
  const options = CURRENCY_CODES.map((code) => ({ value: code, label: `${code} — ${nameOf(code)}` }));
  const editor = usePricingSettingsForm({
    settings,
    valuesOf: favouritesOf,
    labels,
    savedMessage: t('pricing.favouritesSaved'),
    failedMessage: t('pricing.favouritesNotSaved'),
  });

  return (
    <PricingFormCard
      title={t('pricing.favouriteCurrencies')}
      description={t('pricing.favouritesDescription')}
      editor={editor}
      submitLabel={t('pricing.saveFavourites')}
    >
      <MultiSelect
        label={t('pricing.favouriteCurrencies')}
        data={options}
        value={editor.form.values.favourite_currencies}
        onChange={(codes) =>
          editor.form.setField(
            'favourite_currencies',
            codes as typeof editor.form.values.favourite_currencies,
          )
        }
        searchable
        maxValues={MAX_FAVOURITE_CURRENCIES}
        nothingFoundMessage={t('pricing.noCurrencyMatches')}
        error={Object.values(editor.form.errors)[0]}
        inputContainer={(input) => {
          // The chosen currencies' names are Intl's, in the reader's language, not catalog messages.
          const pills = <div data-i18n-ignore>{input}</div>;
          return conflictContainer(editor.form.conflictAt('favourite_currencies'))?.(pills) ?? pills;
        }}
      />
    </PricingFormCard>
  );
}
