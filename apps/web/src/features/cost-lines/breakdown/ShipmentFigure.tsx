import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ShipmentFigureProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}

/** One figure tile of the Shipment Details card. */
export function ShipmentFigure({ label, value, hint }: ShipmentFigureProps) {
  return (
    <Paper
      bg="var(--app-surface-subtle)"
      radius="md"
      px="md"
      py="sm"
      style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text fz="lg" fw={650} mt={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
