import type { TaxRate } from '@freight/domain';
import { ActionIcon, Checkbox, Group, NumberInput, Radio, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

export interface TaxRateRowProps {
  rate: TaxRate;
  index: number;
  isDefault: boolean;
  /** The message under each field, by field name ('name', 'rate', ...). */
  errorOf: (field: string) => string | undefined;
  onChange: (rate: TaxRate) => void;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/** One tax rate: its name, percentage, whether it is the default, reverse charge, and the note it prints. */
export function TaxRateRow({
  rate,
  index,
  isDefault,
  errorOf,
  onChange,
  onMakeDefault,
  onRemove,
}: TaxRateRowProps) {
  const n = index + 1;
  return (
    <Group align="flex-start" gap="xs" wrap="wrap" data-testid={`tax-rate-${n}`}>
      <TextInput
        label={`Tax rate name ${n}`}
        w={180}
        value={rate.name}
        error={errorOf('name')}
        onChange={(e) => onChange({ ...rate, name: e.currentTarget.value })}
      />
      <NumberInput
        label={`Rate % ${n}`}
        w={100}
        min={0}
        max={100}
        decimalScale={3}
        value={rate.rate}
        error={errorOf('rate')}
        onChange={(value) =>
          onChange({ ...rate, rate: typeof value === 'number' ? value : Number(value) || 0 })
        }
      />
      <Radio
        label="Default"
        mt={30}
        checked={isDefault}
        onChange={onMakeDefault}
        aria-label={`Default ${n}`}
      />
      <Checkbox
        label="Reverse charge"
        mt={30}
        checked={rate.reverse_charge}
        onChange={(e) => onChange({ ...rate, reverse_charge: e.currentTarget.checked })}
        aria-label={`Reverse charge ${n}`}
      />
      <Textarea
        label={`Legal note ${n}`}
        description="Printed on invoices that use this rate"
        miw={240}
        style={{ flex: 1 }}
        autosize
        minRows={1}
        value={rate.note}
        error={errorOf('note')}
        onChange={(e) => onChange({ ...rate, note: e.currentTarget.value })}
      />
      <ActionIcon variant="subtle" color="red" mt={28} aria-label={`Remove tax rate ${n}`} onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
