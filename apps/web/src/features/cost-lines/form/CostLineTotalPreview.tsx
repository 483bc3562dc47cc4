import type { CostLineFormValues } from '@freight/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatFixed } from '../../../shared/format/formatFixed';
import { formatKg } from '../../../shared/format/formatKg';
import { money } from '../../../shared/format/money';
import type { CostLineShipmentTotals } from './costLineFieldGroup';

interface CostLineTotalPreviewProps {
  values: CostLineFormValues;
  /** The quotation's currency. */
  currency: string;
  total: number;
  /** The quotation's shipment totals the rate applies to. */
  shipment: CostLineShipmentTotals;
}

function explanation(props: CostLineTotalPreviewProps): string {
  const { values, currency, shipment } = props;
  const rate = money(values.rate, currency, { rate: true });
  const byQuantity = `${formatFixed(values.quantity ?? 1, 2)} × ${money(values.unit_cost ?? 0, currency, { rate: true })} unit cost`;
  switch (values.calculation_method) {
    case 'Fixed':
      return values.total_cost === null ? byQuantity : 'Entered total';
    case 'CBM':
      return values.rate === null ? byQuantity : `${rate} per CBM × ${formatCbm(shipment.total_cbm)} CBM`;
    case 'Weight':
      return values.rate === null ? byQuantity : `${rate} per kg × ${formatKg(shipment.total_weight)} kg`;
    case 'Chargeable':
      return values.rate === null
        ? byQuantity
        : `${rate} per kg × ${formatKg(shipment.chargeable_weight)} chargeable kg`;
  }
}

/** The line's total as the server will compute it (`costLineTotal`), updated as the user types. */
export function CostLineTotalPreview(props: CostLineTotalPreviewProps) {
  const { values, currency, total, shipment } = props;
  const noCargo =
    (values.calculation_method === 'CBM' && shipment.total_cbm === 0) ||
    (values.calculation_method === 'Weight' && shipment.total_weight === 0);
  return (
    <Paper bg="var(--app-accent-subtle)" radius="md" px="md" py="sm" data-testid="cost-item-total">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Line total
          </Text>
          <Text size="xs" c="dimmed">
            {explanation(props)}
          </Text>
        </Stack>
        <Text fz={22} fw={700} c="indigo" style={{ fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
          {money(total, currency)}
        </Text>
      </Group>
      {noCargo && (
        <Text size="xs" c="orange.8" mt={6}>
          This quotation has no cargo {values.calculation_method === 'CBM' ? 'volume' : 'weight'} yet, so the
          line stays at {money(0, currency)} until shipment items are added.
        </Text>
      )}
    </Paper>
  );
}
