import {
  CURRENCY_CODES,
  currencyName,
  MAX_FAVOURITE_CURRENCIES,
  type PricingSettings,
} from '@freight/domain';
import { MultiSelect } from '@mantine/core';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { LoadedRecord } from '../../shared/ui/LoadedRecord';
import { PricingFormCard } from './PricingFormCard';
import { usePricingSettings } from './usePricingSettings';
import { usePricingSettingsForm } from './usePricingSettingsForm';

const OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: `${code} — ${currencyName(code)}` }));

/** The company's favourite currencies, listed first in every currency field (beside the pricing settings). */
export function FavouriteCurrenciesCard() {
  const { query } = usePricingSettings();
  return (
    <LoadedRecord query={query} failed="Failed to load the favourite currencies">
      {(settings) => <FavouriteCurrenciesForm settings={settings} />}
    </LoadedRecord>
  );
}

const LABELS = { favourite_currencies: 'Favourite currencies' };
const favouritesOf = (settings: PricingSettings) => ({ favourite_currencies: settings.favourite_currencies });

function FavouriteCurrenciesForm({ settings }: { settings: PricingSettings }) {
  const editor = usePricingSettingsForm({
    settings,
    valuesOf: favouritesOf,
    labels: LABELS,
    savedMessage: 'Favourite currencies saved',
    failedMessage: 'The favourite currencies were not saved',
  });

  return (
    <PricingFormCard
      title="Favourite currencies"
      description="Listed first, in this order, in every currency field; every other ISO 4217 currency follows."
      editor={editor}
      submitLabel="Save favourites"
    >
      <MultiSelect
        label="Favourite currencies"
        data={OPTIONS}
        value={editor.form.values.favourite_currencies}
        onChange={(codes) =>
          editor.form.setField(
            'favourite_currencies',
            codes as typeof editor.form.values.favourite_currencies,
          )
        }
        searchable
        maxValues={MAX_FAVOURITE_CURRENCIES}
        nothingFoundMessage="No currency matches"
        error={Object.values(editor.form.errors)[0]}
        inputContainer={conflictContainer(editor.form.conflictAt('favourite_currencies'))}
      />
    </PricingFormCard>
  );
}
