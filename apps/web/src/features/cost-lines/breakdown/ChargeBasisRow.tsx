import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatKg } from '../../../shared/format/formatKg';
import { useT } from '../../../shared/i18n/useT';

interface ChargeBasisRowProps {
  label: string;
  detail: ReactNode;
  kg: number;
  /** This is the larger figure, the one freight is charged on. */
  applies: boolean;
}

/** One of the two weights freight may be charged on, highlighted when it applies. */
export function ChargeBasisRow({ label, detail, kg, applies }: ChargeBasisRowProps) {
  const t = useT();
  return (
    <Paper
      role="group"
      aria-label={label}
      withBorder
      radius="md"
      px="md"
      py="sm"
      // Mantine's '-light' and '-outline' colours follow the colour scheme: a fixed teal-0 stayed a pale patch
      // under near-white text in dark mode.
      bg={applies ? 'var(--mantine-color-teal-light)' : undefined}
      style={applies ? { borderColor: 'var(--mantine-color-teal-outline)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0}>
          <Group gap={8}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            {applies && (
              <Badge color="teal" variant="filled" size="xs" radius="sm">
                {t('costLines.applies')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        </Stack>
        <Text fw={650} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {t('costLines.kilograms', { value: formatKg(kg) })}
        </Text>
      </Group>
    </Paper>
  );
}
