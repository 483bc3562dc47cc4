import { type DashboardQuotations, QUOTATION_STATUS_COLORS } from '@freight/domain';
import { Stack, Text } from '@mantine/core';
import { money } from '../../shared/format/money';
import { QUOTATION_STATUS_MESSAGES } from '../../shared/i18n/domainLabels';
import { useT } from '../../shared/i18n/useT';
import { BarRow } from './BarRow';
import { DashboardCard } from './DashboardCard';
import { formatCount } from './formatCount';

/**
 * Pipeline value by status: each status's total cost in each currency. A bar compares an amount with the
 * largest amount of the same currency, so different currencies are never measured against each other.
 */
export function PipelineCard({ pipeline }: { pipeline: DashboardQuotations['pipeline'] }) {
  const t = useT();
  const largest = new Map<string, number>();
  for (const row of pipeline) {
    for (const v of row.values) largest.set(v.currency, Math.max(largest.get(v.currency) ?? 0, v.amount));
  }
  const currencies = largest.size;
  return (
    <DashboardCard
      title={t('dashboard.pipelineTitle')}
      caption={t('dashboard.pipelineCaption')}
      to="/pending-quotations"
    >
      {pipeline.every((row) => row.count === 0) ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.noQuotations')}
        </Text>
      ) : (
        <Stack gap="sm">
          {pipeline.map((row) => {
            const status = t(QUOTATION_STATUS_MESSAGES[row.status]);
            if (row.values.length === 0) {
              const label = `${status} (${formatCount(row.count)})`;
              return <BarRow key={row.status} label={label} value="—" percent={0} color="gray" />;
            }
            // Each currency's row counts its own quotations: 'Active · EUR (1)' beside 'Active · USD (3)'.
            return row.values.map((v) => {
              const top = largest.get(v.currency) ?? 0;
              const named = currencies > 1 ? `${status} · ${v.currency}` : status;
              return (
                <BarRow
                  key={`${row.status}-${v.currency}`}
                  label={`${named} (${formatCount(v.count)})`}
                  value={money(v.amount, v.currency)}
                  percent={top > 0 ? (v.amount / top) * 100 : 0}
                  color={QUOTATION_STATUS_COLORS[row.status]}
                />
              );
            });
          })}
        </Stack>
      )}
    </DashboardCard>
  );
}
