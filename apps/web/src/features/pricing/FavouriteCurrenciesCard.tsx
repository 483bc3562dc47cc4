import {
  CURRENCY_CODES,
  currencyName,
  MAX_FAVOURITE_CURRENCIES,
  type PricingSettings,
  pricingSettingsUpdateSchema,
} from '@freight/domain';
import { Alert, Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { usePricingSettings } from './usePricingSettings';

const OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: `${code} — ${currencyName(code)}` }));

/** The company's favourite currencies, listed first in every currency field (beside the pricing settings). */
export function FavouriteCurrenciesCard() {
  const { query } = usePricingSettings();
  if (!query.data) {
    return query.isError ? (
      <Alert color="red">{apiErrorMessage(query.error, 'Failed to load the favourite currencies')}</Alert>
    ) : null;
  }
  return <FavouriteCurrenciesForm key={query.data.version} settings={query.data} />;
}

function FavouriteCurrenciesForm({ settings }: { settings: PricingSettings }) {
  const { save } = usePricingSettings();
  const [codes, setCodes] = useState(settings.favourite_currencies);
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const parsed = pricingSettingsUpdateSchema.safeParse({ favourite_currencies: codes });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { changes: parsed.data, version: settings.version },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Favourite currencies saved' }),
        onError: (failure) => {
          if (ApiError.is(failure) && failure.fields) setError(Object.values(failure.fields)[0]);
        },
      },
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label="Favourite currencies">
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
          value={codes}
          onChange={setCodes}
          searchable
          maxValues={MAX_FAVOURITE_CURRENCIES}
          nothingFoundMessage="No currency matches"
          error={error}
        />
        {save.isError && !(ApiError.is(save.error) && save.error.fields) && (
          <Alert color="red">{apiErrorMessage(save.error, 'The favourite currencies were not saved')}</Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            Save favourites
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
