import { isBelowMinimumMargin, lowMarginMessage, type Quotation } from '@freight/domain';
import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { money } from '../../shared/format/money';

interface CostMarginCardProps {
  quotation: Pick<
    Quotation,
    'currency' | 'total_cost' | 'total_buy' | 'margin_amount' | 'margin_percent' | 'priced_rates'
  >;
  minimumPercent: number | undefined;
  /** Refreshes the quotation's recorded exchange rates; absent for users who cannot edit. */
  onReprice?: () => void;
  repricing?: boolean;
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
export function CostMarginCard({ quotation, minimumPercent, onReprice, repricing }: CostMarginCardProps) {
  const percent = quotation.margin_percent;
  const low =
    minimumPercent !== undefined && percent !== null && isBelowMinimumMargin(percent, minimumPercent);
  const recorded = quotation.priced_rates;
  // Only worth a line when rates were kept in the settings (a date, a source or a rate).
  const rates =
    recorded && (recorded.date || recorded.source || Object.keys(recorded.rates).length > 0)
      ? recorded
      : null;
  return (
    <Stack gap="sm" component="section" aria-label="Margin">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Sell" value={money(quotation.total_cost, quotation.currency)} testId="margin-sell" />
        <Figure label="Buy" value={money(quotation.total_buy, quotation.currency)} testId="margin-buy" />
        <Figure
          label="Margin"
          value={money(quotation.margin_amount, quotation.currency)}
          testId="margin-amount"
          color={low ? 'red.8' : 'teal.8'}
        />
        <Figure
          label="Margin % of sell"
          value={percent === null ? '—' : `${percent}%`}
          testId="margin-percent"
          color={low ? 'red.8' : 'teal.8'}
        />
      </SimpleGrid>
      {low && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="low-margin-warning">
          {lowMarginMessage({ percent: percent!, minimum_percent: minimumPercent! })} Sending the quote needs
          a confirmation.
        </Alert>
      )}
      {rates && (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            Buy prices converted with the exchange rates
            {rates.date ? ` of ${rates.date}` : ''}
            {rates.source ? ` (${rates.source})` : ''}, recorded when the quotation was priced.
          </Text>
          {onReprice && (
            <Text
              component="button"
              type="button"
              size="xs"
              c="indigo.7"
              td="underline"
              style={{ background: 'none', border: 0, cursor: 'pointer', padding: 0 }}
              onClick={onReprice}
              disabled={repricing}
            >
              {repricing ? 'Repricing…' : "Reprice with today's rates"}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
