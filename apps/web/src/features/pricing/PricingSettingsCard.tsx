import { type PricingSettings, pricingSettingsUpdateSchema } from '@freight/domain';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { CurrencySelect } from './CurrencySelect';
import { usePricingSettings } from './usePricingSettings';

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
  if (!query.data) {
    return query.isError ? (
      <Alert color="red">{apiErrorMessage(query.error, 'Failed to load the pricing settings')}</Alert>
    ) : null;
  }
  return <PricingSettingsForm key={query.data.version} settings={query.data} />;
}

function PricingSettingsForm({ settings }: { settings: PricingSettings }) {
  const { save } = usePricingSettings();
  const [numbers, setNumbers] = useState<Record<NumberFieldName, string>>(
    () =>
      Object.fromEntries(NUMBERS.map(({ field }) => [field, String(settings[field])])) as Record<
        NumberFieldName,
        string
      >,
  );
  const [base, setBase] = useState(settings.base_currency);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const parsed = pricingSettingsUpdateSchema.safeParse({
      ...numbers,
      base_currency: base,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { changes: parsed.data, version: settings.version },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Pricing settings saved' }),
        onError: (error) => {
          if (ApiError.is(error) && error.fields) setErrors(error.fields as Record<string, string>);
        },
      },
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label="Pricing">
      <Stack gap="sm">
        <div>
          <Title order={3}>Pricing</Title>
          <Text size="sm" c="dimmed">
            Volumetric factors per transport mode, the base currency buy prices are converted through (the
            rates themselves are under Exchange rates), the minimum margin a quote may be sent with
            unconfirmed, and the markup used when pricing from a rate card.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {NUMBERS.map(({ field, label }) => (
            <TextInput
              key={field}
              label={label}
              inputMode="decimal"
              value={numbers[field]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setNumbers((current) => ({ ...current, [field]: value }));
              }}
              error={errors[field]}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <CurrencySelect
            label="Base currency"
            description="Exchange rates convert through it"
            value={base}
            onChange={(currency) => currency && setBase(currency)}
            error={errors.base_currency}
          />
        </SimpleGrid>
        {save.isError && !(ApiError.is(save.error) && save.error.fields) && (
          <Alert color="red">{apiErrorMessage(save.error, 'The pricing settings were not saved')}</Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            Save pricing
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
