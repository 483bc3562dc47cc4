import { type CurrencyCode, currencyDigits } from '@freight/domain';
import { ActionIcon, Group, NumberInput, Paper, Select, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { money } from '../../../shared/format/money';
import { useT } from '../../../shared/i18n/useT';
import type { DraftLine } from './draftValues';

interface DraftLineRowProps {
  line: DraftLine;
  index: number;
  currency: CurrencyCode;
  /** The named tax rates a line may use (Settings, Invoicing). */
  rateNames: string[];
  /** The line's amount before tax, as it will be stored. */
  amount: number;
  /** The message under each field, by field name ('description', 'unit_price', ...). */
  errorOf: (field: string) => string | undefined;
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
}

/** One line of a draft: its description, quantity, unit price in the invoice's currency and tax rate. */
export function DraftLineRow(props: DraftLineRowProps) {
  const { line, index, currency, rateNames, amount, errorOf, onChange, onRemove } = props;
  const t = useT();
  const n = index + 1;
  const set = (patch: Partial<DraftLine>) => onChange({ ...line, ...patch });
  // A rate renamed or removed in settings since the line was priced stays choosable until changed.
  const choices = rateNames.includes(line.tax_rate_name) ? rateNames : [line.tax_rate_name, ...rateNames];
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`draft-line-${n}`}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label={t('invoices.lineDescription', { n })}
          miw={200}
          style={{ flex: 1 }}
          value={line.description}
          error={errorOf('description')}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <NumberInput
          label={t('invoices.lineQuantity', { n })}
          w={100}
          min={0}
          decimalScale={3}
          value={line.quantity}
          error={errorOf('quantity')}
          onChange={(value) => set({ quantity: value })}
        />
        <NumberInput
          label={t('invoices.lineUnitPrice', { n, currency })}
          w={150}
          min={0}
          decimalScale={currencyDigits(currency)}
          value={line.unit_price}
          error={errorOf('unit_price')}
          onChange={(value) => set({ unit_price: value })}
        />
        <Select
          label={t('invoices.lineTaxRate', { n })}
          w={170}
          data={choices}
          value={line.tax_rate_name}
          error={errorOf('tax_rate_name')}
          allowDeselect={false}
          onChange={(value) => set({ tax_rate_name: value ?? line.tax_rate_name })}
        />
        <Text size="sm" mt={30} miw={110} ta="right" aria-label={t('invoices.lineAmount', { n })}>
          {money(amount, currency)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          mt={28}
          aria-label={t('invoices.removeLine', { n })}
          onClick={onRemove}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
