import { type CargoLineMeasurements, computeCargoLineTotals } from '@freight/domain';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatKg } from '../../../shared/format/formatKg';
import { type Translate, useT } from '../../../shared/i18n/useT';

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
  const t = useT();
  const totals = computeCargoLineTotals(draft);
  // [test id, label, figure, a total (bold)]
  const figures = [
    ['individual-cbm', t('cargoLines.individualCbm'), cubicMetres(t, totals.individual_cbm), false],
    ['total-cbm', t('cargoLines.totalCbm'), cubicMetres(t, totals.total_cbm), true],
    ['individual-weight', t('cargoLines.individualWeight'), kilograms(t, totals.individual_weight), false],
    ['total-weight', t('cargoLines.totalWeight'), kilograms(t, totals.total_weight), true],
  ] as const;
  return (
    <Paper
      bg="var(--mantine-color-indigo-light)"
      radius="md"
      p="md"
      role="group"
      aria-label={t('cargoLines.calculatedTotals')}
    >
      <SimpleGrid cols={{ base: 2, sm: columns }} spacing="md">
        {figures.map(([testId, label, value, total]) => (
          <Stack key={testId} gap={2}>
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
              fw={total ? 700 : 500}
              c="light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-1))"
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid={`preview-${testId}`}
            >
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** A volume in cubic metres as the reader's language writes it. */
const cubicMetres = (t: Translate, cbm: number | null) =>
  t('cargoLines.cubicMetres', { value: formatCbm(cbm) });

/** A weight in kilograms as the reader's language writes it. */
const kilograms = (t: Translate, kg: number | null) => t('cargoLines.kilograms', { value: formatKg(kg) });
