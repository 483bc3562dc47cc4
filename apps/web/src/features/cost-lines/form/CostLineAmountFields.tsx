import { type CostLineFormValues, currencyDigits } from '@freight/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { type Translate, useT } from '../../../shared/i18n/useT';
import { NumberField } from '../../../shared/ui/NumberField';
import type { CostLineFieldGroup } from './costLineFieldGroup';
import { numberOrNull } from './numberOrNull';

interface CostLineAmountFieldsProps {
  fields: CostLineFieldGroup;
  /** The quotation's currency: the labels name it and the amounts take its decimals. */
  currency: string;
  /** The line's total as it will be computed, shown in the Total field when the method computes it. */
  computedTotal: number;
}

const rateLabel = (t: Translate, method: CostLineFormValues['calculation_method'], currency: string) =>
  ({
    Fixed: t('costLines.rateLabel'),
    CBM: t('costLines.ratePerCbm', { currency }),
    Weight: t('costLines.ratePerKg', { currency }),
    Chargeable: t('costLines.ratePerChargeableKg', { currency }),
  })[method];
// Hints go under the inputs, so the two inputs of a row stay level whichever of them has a hint.
const below: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];
// With no message of its own, each field says '<label> cannot be negative', as the server does.
const notNegative = { min: 0 };
/** What every amount field shares: the currency's code at the left and its own decimals (JPY none, KWD 3). */
const moneyProps = (currency: string) => ({
  ...notNegative,
  maxDecimals: currencyDigits(currency),
  step: 1,
  thousandSeparator: true,
  leftSection: (
    <Text span size="xs" c="dimmed">
      {currency}
    </Text>
  ),
  leftSectionWidth: 44,
  inputWrapperOrder: below,
});

/**
 * Quantity, unit cost, rate and total. Rate counts for CBM and Weight lines, the entered total for Fixed
 * ones; the other is disabled so it is clear which figure decides the line.
 */
export function CostLineAmountFields({ fields, currency, computedTotal }: CostLineAmountFieldsProps) {
  const t = useT();
  const { values, errors, setField } = fields;
  const method = values.calculation_method;
  const fixed = method === 'Fixed';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      <NumberField
        label={t('costLines.quantity')}
        inputWrapperOrder={below}
        {...notNegative}
        step={1}
        thousandSeparator
        value={values.quantity ?? ''}
        onChange={(value) => setField('quantity', numberOrNull(value))}
        error={errors.quantity}
      />
      <NumberField
        label={t('costLines.unitCostIn', { currency })}
        {...moneyProps(currency)}
        value={values.unit_cost ?? ''}
        onChange={(value) => setField('unit_cost', numberOrNull(value))}
        error={errors.unit_cost}
        description={fixed ? t('costLines.unitCostHint') : undefined}
      />
      <NumberField
        label={rateLabel(t, method, currency)}
        {...moneyProps(currency)}
        maxDecimals={4}
        value={fixed ? '' : (values.rate ?? '')}
        onChange={(value) => setField('rate', numberOrNull(value))}
        disabled={fixed}
        description={fixed ? t('costLines.rateUsedBy') : undefined}
        placeholder={fixed ? undefined : '0.00'}
        error={errors.rate}
        required={!fixed}
      />
      <NumberField
        label={t('costLines.totalCostIn', { currency })}
        {...moneyProps(currency)}
        value={fixed ? (values.total_cost ?? '') : computedTotal}
        onChange={(value) => setField('total_cost', numberOrNull(value))}
        disabled={!fixed}
        fixedDecimals={fixed ? undefined : currencyDigits(currency)}
        description={
          fixed
            ? undefined
            : method === 'CBM'
              ? t('costLines.computedByCbm')
              : t('costLines.computedByWeight')
        }
        placeholder={fixed ? (0).toFixed(currencyDigits(currency)) : undefined}
        error={errors.total_cost}
        required={fixed}
      />
    </SimpleGrid>
  );
}
