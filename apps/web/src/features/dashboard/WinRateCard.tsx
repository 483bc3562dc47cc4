import type { DashboardQuotations } from '@freight/domain';
import { Group, RingProgress, Stack, Text } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DashboardCard } from './DashboardCard';
import { formatCount } from './formatCount';
import { LostByReason } from './LostByReason';

/** Win rate over the last 90 days: Active and Completed (won) against Cancelled (lost). */
export function WinRateCard({ winRate }: { winRate: DashboardQuotations['win_rate'] }) {
  const t = useT();
  const dates = useDateFormat();
  const { percent, won, lost } = winRate;
  return (
    <DashboardCard
      title={t('dashboard.winRateTitle')}
      caption={t('dashboard.winRateCaption', { date: dates.date(winRate.from) })}
      to="/completed-orders"
    >
      <Group gap="lg" wrap="nowrap">
        <RingProgress
          size={110}
          thickness={11}
          roundCaps
          sections={percent === null ? [] : [{ value: percent, color: 'teal' }]}
          label={
            <Text ta="center" fw={700} fz="lg" data-testid="win-rate">
              {percent === null ? '—' : `${percent}%`}
            </Text>
          }
        />
        <Stack gap={4}>
          <Text size="sm">{t('dashboard.won', { count: won, shown: formatCount(won) })}</Text>
          <Text size="sm">{t('dashboard.cancelled', { count: lost, shown: formatCount(lost) })}</Text>
          {winRate.lost_by_reason.length > 0 && <LostByReason rows={winRate.lost_by_reason} />}
          {percent === null && (
            <Text size="xs" c="dimmed">
              {t('dashboard.winRateEmpty')}
            </Text>
          )}
        </Stack>
      </Group>
    </DashboardCard>
  );
}
