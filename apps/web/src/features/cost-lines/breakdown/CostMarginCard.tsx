import { formatQuantity, isBelowMinimumMargin, type Quotation } from '@freight/domain';
import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { money } from '../../../shared/format/money';
import { useT } from '../../../shared/i18n/useT';

interface CostMarginCardProps {
  quotation: Pick<
    Quotation,
    'currency' | 'total_cost' | 'total_buy' | 'margin_amount' | 'margin_percent' | 'priced_rates'
  >;
  minimumPercent: number | undefined;
  /** The reprice offer (missing or stale rates), shown under the figures. */
  offer?: ReactNode;
}

function Figure({
  label,
  value,
  testId,
  color,
}: {
  label: string;
  value: string;
  testId: string;
  color?: string;
}) {
  return (
    <Paper withBorder radius="md" px="md" py="sm">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={20} fw={700} c={color} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Sell, buy and margin of the whole quotation (docs/api.md), warned when the margin is under the minimum. */
export function CostMarginCard({ quotation, minimumPercent, offer }: CostMarginCardProps) {
  const t = useT();
  const percent = quotation.margin_percent;
  const low =
    minimumPercent !== undefined && percent !== null && isBelowMinimumMargin(percent, minimumPercent);
  const rates = quotation.priced_rates;
  return (
    <Stack gap="sm" component="section" aria-label={t('costLines.margin')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure
          label={t('costLines.sell')}
          value={money(quotation.total_cost, quotation.currency)}
          testId="margin-sell"
        />
        <Figure
          label={t('costLines.buy')}
          value={money(quotation.total_buy, quotation.currency)}
          testId="margin-buy"
        />
        <Figure
          label={t('costLines.margin')}
          value={money(quotation.margin_amount, quotation.currency)}
          testId="margin-amount"
          color={low ? 'red.8' : 'teal.8'}
        />
        <Figure
          label={t('costLines.marginPercent')}
          value={percent === null ? '—' : t('costLines.percent', { percent })}
          testId="margin-percent"
          color={low ? 'red.8' : 'teal.8'}
        />
      </SimpleGrid>
      {low && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="low-margin-warning">
          {t('costLines.lowMargin', {
            percent: formatQuantity(percent!),
            minimum: formatQuantity(minimumPercent!),
          })}
        </Alert>
      )}
      {rates && (
        <Text size="xs" c="dimmed" data-testid="priced-rates">
          {rates.date && rates.source
            ? t('costLines.pricedRatesOfFrom', { date: rates.date, source: rates.source })
            : rates.date
              ? t('costLines.pricedRatesOf', { date: rates.date })
              : rates.source
                ? t('costLines.pricedRatesFrom', { source: rates.source })
                : t('costLines.pricedRates')}
        </Text>
      )}
      {offer}
    </Stack>
  );
}
