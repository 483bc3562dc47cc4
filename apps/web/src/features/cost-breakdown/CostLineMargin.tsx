import { type CostItem, margin } from '@freight/domain';
import { Text } from '@mantine/core';
import { formatUsd } from '../../shared/format/formatUsd';

/** A cost line's buy and margin under its sell total (staff only); nothing when the line has no buy side. */
export function CostLineMargin({
  item,
}: {
  item: Pick<CostItem, 'total_cost' | 'buy_total' | 'buy_cost' | 'buy_currency'>;
}) {
  if (item.buy_total === null) return null;
  if (item.buy_cost === null) {
    return (
      <Text size="xs" c="orange.8" fw={400}>
        Buy {item.buy_total.toFixed(2)} {item.buy_currency}: no exchange rate
      </Text>
    );
  }
  const earned = margin(item.total_cost, item.buy_cost);
  return (
    <Text size="xs" c="dimmed" fw={400} data-testid="line-margin">
      Buy {formatUsd(item.buy_cost)} · Margin {formatUsd(earned.amount)}
      {earned.percent === null ? '' : ` (${earned.percent}%)`}
    </Text>
  );
}
