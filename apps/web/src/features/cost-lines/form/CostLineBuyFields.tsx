import { costLineBuyTotal, currencyDigits, margin, type ShipmentBasis } from '@freight/domain';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { money } from '../../../shared/format/money';
import { NumberField } from '../../../shared/ui/NumberField';
import { CurrencySelect } from '../../pricing/CurrencySelect';
import type { CostLineFieldGroup } from './costLineFieldGroup';
import { numberOrNull } from './numberOrNull';

interface CostLineBuyFieldsProps {
  fields: CostLineFieldGroup;
  shipment: ShipmentBasis;
  /** The line's sell total, for the margin preview. */
  sellTotal: number;
  /** The quotation's currency (the sell side's, and the buy side's when no buy currency is chosen). */
  currency: string;
}

const SAME_CURRENCY = 'Quotation currency';

/**
 * The buy side of a cost line (internal: never shown to the client): the supplier, a buy rate priced with
 * the line's method or a buy total, and the currency it is bought in, with the line's margin as it will be.
 */
export function CostLineBuyFields(props: CostLineBuyFieldsProps) {
  const { fields, shipment, sellTotal, currency } = props;
  const { values, errors, setField } = fields;
  const buyCurrency = values.buy_currency ?? currency;
  const buy = costLineBuyTotal(values, shipment, buyCurrency);
  const foreign = buyCurrency !== currency;
  const earned = buy === null || foreign ? null : margin(sellTotal, buy, currency);
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
        <CurrencySelect
          label="Buy currency"
          noneLabel={`${SAME_CURRENCY} (${currency})`}
          value={values.buy_currency}
          onChange={(value) => setField('buy_currency', value)}
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
          maxDecimals={currencyDigits(buyCurrency)}
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
          Buy {money(buy, buyCurrency)}
          {earned === null
            ? ' (converted with the quotation’s exchange rates when saved)'
            : ` · Margin ${money(earned.amount, currency)}${earned.percent === null ? '' : ` (${earned.percent}% of sell)`}`}
        </Text>
      )}
    </Stack>
  );
}
