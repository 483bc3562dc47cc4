import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label on the left and its value on the right, as the detail cards list their figures. */
export function SummaryRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" py={6}>
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : 400}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        ta="right"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Group>
  );
}
