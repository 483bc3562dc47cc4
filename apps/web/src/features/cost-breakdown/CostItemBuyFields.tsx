import {
  type CostItemFormValues,
  CURRENCIES,
  costLineBuyTotal,
  margin,
  type ShipmentBasis,
} from '@freight/domain';
import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatUsd } from '../../shared/format/formatUsd';
import type { FormErrors } from '../../shared/forms/useRecordForm';
import { NumberField } from '../../shared/ui/NumberField';
import { numberOrNull } from './numberOrNull';

interface CostItemBuyFieldsProps {
  values: CostItemFormValues;
  errors: FormErrors<CostItemFormValues>;
  setField: <K extends keyof CostItemFormValues>(field: K, value: CostItemFormValues[K]) => void;
  shipment: ShipmentBasis;
  /** The line's sell total, for the margin preview. */
  sellTotal: number;
}

const SAME_CURRENCY = 'Quotation currency';

/**
 * The buy side of a cost line (internal: never shown to the client): the supplier, a buy rate priced with
 * the line's method or a buy total, and the currency it is bought in, with the line's margin as it will be.
 */
export function CostItemBuyFields({ values, errors, setField, shipment, sellTotal }: CostItemBuyFieldsProps) {
  const buy = costLineBuyTotal(values, shipment);
  const earned = buy === null ? null : margin(sellTotal, buy);
  const foreign = values.buy_currency !== null;
  return (
    <Stack gap="xs" data-testid="cost-item-buy">
      <Text size="sm" fw={600}>
        Buy side{' '}
        <Text span size="xs" c="dimmed">
          (internal, never on the client's quote)
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Supplier"
          value={values.supplier}
          onChange={(event) => setField('supplier', event.currentTarget.value)}
          error={errors.supplier}
          maxLength={200}
        />
        <NativeSelect
          label="Buy currency"
          data={[SAME_CURRENCY, ...CURRENCIES]}
          value={values.buy_currency ?? SAME_CURRENCY}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setField('buy_currency', value === SAME_CURRENCY ? null : (value as (typeof CURRENCIES)[number]));
          }}
          error={errors.buy_currency}
        />
        <NumberField
          label="Buy rate"
          min={0}
          maxDecimals={4}
          value={values.buy_rate ?? ''}
          onChange={(value) => setField('buy_rate', numberOrNull(value))}
          error={errors.buy_rate}
          description="Priced like the sell rate (per CBM, kg, chargeable kg or unit)"
        />
        <NumberField
          label="Buy total"
          min={0}
          maxDecimals={2}
          value={values.buy_rate === null ? (values.buy_total ?? '') : ''}
          onChange={(value) => setField('buy_total', numberOrNull(value))}
          disabled={values.buy_rate !== null}
          error={errors.buy_total}
          description={
            values.buy_rate !== null ? 'Computed from the buy rate' : 'Or enter what the line costs you'
          }
        />
      </SimpleGrid>
      {buy !== null && (
        <Text size="sm" data-testid="cost-item-margin-preview">
          Buy {foreign ? `${buy.toFixed(2)} ${values.buy_currency}` : formatUsd(buy)}
          {foreign
            ? ' (converted with the quotation’s exchange rates when saved)'
            : ` · Margin ${formatUsd(earned!.amount)}${earned!.percent === null ? '' : ` (${earned!.percent}% of sell)`}`}
        </Text>
      )}
    </Stack>
  );
}
