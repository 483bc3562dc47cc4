import { type CargoLineMeasurements, computeCargoLineTotals } from '@freight/domain';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatKg } from '../../../shared/format/formatKg';

/**
 * The CBM and weight the item will count for, worked out while the user types. Only a preview: the server
 * computes the stored figures itself from the same rule.
 */
export function CargoLineTotalsPreview({
  draft,
  columns = 4,
}: {
  draft: CargoLineMeasurements;
  columns?: number;
}) {
  const totals = computeCargoLineTotals(draft);
  const figures = [
    ['Individual CBM', `${formatCbm(totals.individual_cbm)} m³`],
    ['Total CBM', `${formatCbm(totals.total_cbm)} m³`],
    ['Individual weight', `${formatKg(totals.individual_weight)} kg`],
    ['Total weight', `${formatKg(totals.total_weight)} kg`],
  ] as const;
  return (
    <Paper
      bg="var(--mantine-color-indigo-light)"
      radius="md"
      p="md"
      role="group"
      aria-label="Calculated totals"
    >
      <SimpleGrid cols={{ base: 2, sm: columns }} spacing="md">
        {figures.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text
              size="xs"
              c="light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-1))"
              tt="uppercase"
              fw={600}
              lts={0.3}
            >
              {label}
            </Text>
            <Text
              fw={label.startsWith('Total') ? 700 : 500}
              c="light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-1))"
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid={`preview-${label.toLowerCase().replaceAll(' ', '-')}`}
            >
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
