import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label on the left and its value on the right, as the detail cards list their figures. */
export function SummaryRow({
  label,
  value,
  strong = false,
  data,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
  /** Which side is the record's own words or a figure with its unit (a cost category, '12.5 kg'), not a
   * message: marked for the pseudo-locale run. */
  data?: 'label' | 'value';
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" py={6}>
      <Text
        size="sm"
        c={strong ? undefined : 'dimmed'}
        fw={strong ? 600 : 400}
        data-i18n-ignore={data === 'label' || undefined}
      >
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        ta="right"
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-i18n-ignore={data === 'value' || undefined}
      >
        {value}
      </Text>
    </Group>
  );
}
