import { Group, Progress, Stack, Text } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';

interface BarRowProps {
  label: string;
  /** The figure as shown beside the label. */
  value: string;
  /** The bar's length, 0 to 100. */
  percent: number;
  color: string;
}

/** One bar of a small bar chart: plain Mantine, no chart library. */
export function BarRow({ label, value, percent, color }: BarRowProps) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600} ta="right">
          {value}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={color}
        size="md"
        radius="xl"
        aria-label={t('dashboard.barLabel', { label, value })}
      />
    </Stack>
  );
}
