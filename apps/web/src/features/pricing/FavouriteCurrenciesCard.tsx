import {
  CURRENCY_CODES,
  currencyName,
  MAX_FAVOURITE_CURRENCIES,
  type PricingSettings,
} from '@freight/domain';
import { Alert, Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { LoadedRecord } from '../../shared/ui/LoadedRecord';
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
  const { form, submit, saving, formError } = usePricingSettingsForm({
    settings,
    valuesOf: favouritesOf,
    labels: LABELS,
    savedMessage: 'Favourite currencies saved',
    failedMessage: 'The favourite currencies were not saved',
  });

  return (
    <Card withBorder padding="lg" component="section" aria-label="Favourite currencies">
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={3}>Favourite currencies</Title>
            <Text size="sm" c="dimmed">
              Listed first, in this order, in every currency field; every other ISO 4217 currency follows.
            </Text>
          </div>
          <MultiSelect
            label="Favourite currencies"
            data={OPTIONS}
            value={form.values.favourite_currencies}
            onChange={(codes) =>
              form.setField('favourite_currencies', codes as typeof form.values.favourite_currencies)
            }
            searchable
            maxValues={MAX_FAVOURITE_CURRENCIES}
            nothingFoundMessage="No currency matches"
            error={Object.values(form.errors)[0]}
            inputContainer={conflictContainer(form.conflictAt('favourite_currencies'))}
          />
          {formError && <Alert color="red">{formError}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save favourites
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
