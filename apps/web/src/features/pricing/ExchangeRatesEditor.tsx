import { CURRENCY_CODES, type Currency, DEFAULT_FAVOURITE_CURRENCIES } from '@freight/domain';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CurrencySelect } from './CurrencySelect';

// A new row offers the usual currencies first.
const OFFERED = [...new Set([...DEFAULT_FAVOURITE_CURRENCIES, ...CURRENCY_CODES])];

export interface RateRow {
  currency: Currency;
  rate: string;
}

interface ExchangeRatesEditorProps {
  base: Currency;
  rows: RateRow[];
  onChange: (rows: RateRow[]) => void;
  error?: string;
}

/** The exchange rates: one row per currency, '1 EUR = rate USD' (the base). */
export function ExchangeRatesEditor({ base, rows, onChange, error }: ExchangeRatesEditorProps) {
  const unused = OFFERED.filter((c) => c !== base && !rows.some((row) => row.currency === c));
  const set = (index: number, row: RateRow) => onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Exchange rates
      </Text>
      {rows.map((row, index) => (
        <Group key={row.currency} gap="xs" wrap="nowrap" align="center">
          <Text size="sm">1</Text>
          <CurrencySelect
            aria-label="Exchange rate currency"
            value={row.currency}
            onChange={(currency) => currency && set(index, { ...row, currency })}
            w={120}
          />
          <Text size="sm">=</Text>
          <TextInput
            aria-label={`Rate of ${row.currency} in ${base}`}
            inputMode="decimal"
            value={row.rate}
            onChange={(e) => set(index, { ...row, rate: e.currentTarget.value })}
            w={120}
          />
          <Text size="sm">{base}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove the ${row.currency} rate`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      {unused.length > 0 && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...rows, { currency: unused[0]!, rate: '' }])}
          >
            Add a rate
          </Button>
        </Group>
      )}
    </Stack>
  );
}
