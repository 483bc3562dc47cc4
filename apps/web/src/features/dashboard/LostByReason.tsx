import { type DashboardQuotations, LOST_REASON_LABELS } from '@freight/domain';
import { Group, Stack, Text } from '@mantine/core';
import { formatCount } from './formatCount';

type Rows = DashboardQuotations['win_rate']['lost_by_reason'];

/** The win-rate card's 'lost by reason': each reason's count, most first. */
export function LostByReason({ rows }: { rows: Rows }) {
  return (
    <Stack gap={2} mt={4} data-testid="lost-by-reason">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        Lost by reason
      </Text>
      {rows.map((row) => (
        <Group key={row.reason ?? 'none'} gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs">{row.reason ? LOST_REASON_LABELS[row.reason] : 'No reason given'}</Text>
          <Text size="xs" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCount(row.count)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
