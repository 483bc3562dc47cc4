import { type CostLine, margin } from '@freight/domain';
import { Text } from '@mantine/core';
import { money } from '../../../shared/format/money';
import { useT } from '../../../shared/i18n/useT';

/** A cost line's buy and margin under its sell total (staff only); nothing when the line has no buy side. */
export function CostLineMargin({
  item,
}: {
  item: Pick<CostLine, 'total_cost' | 'currency' | 'buy_total' | 'buy_cost' | 'buy_currency'>;
}) {
  const t = useT();
  if (item.buy_total === null) return null;
  if (item.buy_cost === null) {
    return (
      <Text size="xs" c="orange.8" fw={400}>
        {t('costLines.buyNoRate', { buy: money(item.buy_total, item.buy_currency ?? item.currency) })}
      </Text>
    );
  }
  const earned = margin(item.total_cost, item.buy_cost, item.currency);
  const buy = money(item.buy_cost, item.currency);
  return (
    <Text size="xs" c="dimmed" fw={400} data-testid="line-margin">
      {earned.percent === null
        ? t('costLines.buyAndMargin', { buy, margin: money(earned.amount, item.currency) })
        : t('costLines.buyAndMarginPercent', {
            buy,
            margin: money(earned.amount, item.currency),
            percent: earned.percent,
          })}
    </Text>
  );
}
