import { costLineBuyTotal, currencyDigits, margin, type ShipmentBasis } from '@freight/domain';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { money } from '../../../shared/format/money';
import { useT } from '../../../shared/i18n/useT';
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

/**
 * The buy side of a cost line (internal: never shown to the client): the supplier, a buy rate priced with
 * the line's method or a buy total, and the currency it is bought in, with the line's margin as it will be.
 */
export function CostLineBuyFields(props: CostLineBuyFieldsProps) {
  const t = useT();
  const { fields, shipment, sellTotal, currency } = props;
  const { values, errors, setField } = fields;
  const buyCurrency = values.buy_currency ?? currency;
  const buy = costLineBuyTotal(values, shipment, buyCurrency);
  const foreign = buyCurrency !== currency;
  const earned = buy === null || foreign ? null : margin(sellTotal, buy, currency);
  return (
    <Stack gap="xs" data-testid="cost-item-buy">
      <Text size="sm" fw={600}>
        {t('costLines.buySide')}{' '}
        <Text span size="xs" c="dimmed">
          {t('costLines.buySideInternal')}
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('costLines.supplier')}
          value={values.supplier}
          onChange={(event) => setField('supplier', event.currentTarget.value)}
          error={errors.supplier}
          maxLength={200}
        />
        <CurrencySelect
          label={t('costLines.buyCurrency')}
          noneLabel={t('costLines.quotationCurrency', { currency })}
          value={values.buy_currency}
          onChange={(value) => setField('buy_currency', value)}
          error={errors.buy_currency}
        />
        <NumberField
          label={t('costLines.buyRate')}
          min={0}
          maxDecimals={4}
          value={values.buy_rate ?? ''}
          onChange={(value) => setField('buy_rate', numberOrNull(value))}
          error={errors.buy_rate}
          description={t('costLines.buyRateHint')}
        />
        <NumberField
          label={t('costLines.buyTotal')}
          min={0}
          maxDecimals={currencyDigits(buyCurrency)}
          value={values.buy_rate === null ? (values.buy_total ?? '') : ''}
          onChange={(value) => setField('buy_total', numberOrNull(value))}
          disabled={values.buy_rate !== null}
          error={errors.buy_total}
          description={
            values.buy_rate !== null ? t('costLines.buyTotalComputed') : t('costLines.buyTotalHint')
          }
        />
      </SimpleGrid>
      {buy !== null && (
        <Text size="sm" data-testid="cost-item-margin-preview">
          {earned === null
            ? t('costLines.buyConverted', { buy: money(buy, buyCurrency) })
            : earned.percent === null
              ? t('costLines.buyAndMargin', {
                  buy: money(buy, buyCurrency),
                  margin: money(earned.amount, currency),
                })
              : t('costLines.buyAndMarginOfSell', {
                  buy: money(buy, buyCurrency),
                  margin: money(earned.amount, currency),
                  percent: earned.percent,
                })}
        </Text>
      )}
    </Stack>
  );
}
