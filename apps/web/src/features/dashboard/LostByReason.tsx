import type { DashboardQuotations } from '@freight/domain';
import { Group, Stack, Text } from '@mantine/core';
import { LOST_REASON_MESSAGES } from '../../shared/i18n/domainLabels';
import { useT } from '../../shared/i18n/useT';
import { formatCount } from './formatCount';

type Rows = DashboardQuotations['win_rate']['lost_by_reason'];

/** The win-rate card's 'lost by reason': each reason's count, most first. */
export function LostByReason({ rows }: { rows: Rows }) {
  const t = useT();
  return (
    <Stack gap={2} mt={4} data-testid="lost-by-reason">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {t('dashboard.lostByReason')}
      </Text>
      {rows.map((row) => (
        <Group key={row.reason ?? 'none'} gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs">{row.reason ? t(LOST_REASON_MESSAGES[row.reason]) : t('dashboard.noReason')}</Text>
          <Text size="xs" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCount(row.count)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
