import type { TaxRate } from '@freight/domain';
import { ActionIcon, Checkbox, Group, NumberInput, Radio, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';

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
  const t = useT();
  const n = index + 1;
  return (
    <Group align="flex-start" gap="xs" wrap="wrap" data-testid={`tax-rate-${n}`}>
      <TextInput
        label={t('invoices.taxRateName', { n })}
        w={180}
        value={rate.name}
        error={errorOf('name')}
        onChange={(e) => onChange({ ...rate, name: e.currentTarget.value })}
      />
      <NumberInput
        label={t('invoices.ratePercent', { n })}
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
        label={t('invoices.default')}
        mt={30}
        checked={isDefault}
        onChange={onMakeDefault}
        aria-label={t('invoices.defaultN', { n })}
      />
      <Checkbox
        label={t('invoices.reverseCharge')}
        mt={30}
        checked={rate.reverse_charge}
        onChange={(e) => onChange({ ...rate, reverse_charge: e.currentTarget.checked })}
        aria-label={t('invoices.reverseChargeN', { n })}
      />
      <Textarea
        label={t('invoices.legalNote', { n })}
        description={t('invoices.legalNoteDescription')}
        miw={240}
        style={{ flex: 1 }}
        autosize
        minRows={1}
        value={rate.note}
        error={errorOf('note')}
        onChange={(e) => onChange({ ...rate, note: e.currentTarget.value })}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        mt={28}
        aria-label={t('invoices.removeTaxRate', { n })}
        onClick={onRemove}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
