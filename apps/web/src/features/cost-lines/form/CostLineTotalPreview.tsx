import type { CostLineFormValues } from '@freight/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatFixed } from '../../../shared/format/formatFixed';
import { formatKg } from '../../../shared/format/formatKg';
import { money } from '../../../shared/format/money';
import { type Translate, useT } from '../../../shared/i18n/useT';
import type { CostLineShipmentTotals } from './costLineFieldGroup';

interface CostLineTotalPreviewProps {
  values: CostLineFormValues;
  /** The quotation's currency. */
  currency: string;
  total: number;
  /** The quotation's shipment totals the rate applies to. */
  shipment: CostLineShipmentTotals;
}

function explanation(t: Translate, props: CostLineTotalPreviewProps): string {
  const { values, currency, shipment } = props;
  const rate = money(values.rate, currency, { rate: true });
  const byQuantity = t('costLines.byQuantity', {
    quantity: formatFixed(values.quantity ?? 1, 2),
    unitCost: money(values.unit_cost ?? 0, currency, { rate: true }),
  });
  switch (values.calculation_method) {
    case 'Fixed':
      return values.total_cost === null ? byQuantity : t('costLines.enteredTotal');
    case 'CBM':
      return values.rate === null
        ? byQuantity
        : t('costLines.perCbmTimes', { rate, cbm: formatCbm(shipment.total_cbm) });
    case 'Weight':
      return values.rate === null
        ? byQuantity
        : t('costLines.perKgTimes', { rate, kg: formatKg(shipment.total_weight) });
    case 'Chargeable':
      return values.rate === null
        ? byQuantity
        : t('costLines.perChargeableKgTimes', { rate, kg: formatKg(shipment.chargeable_weight) });
  }
}

/** The line's total as the server will compute it (`costLineTotal`), updated as the user types. */
export function CostLineTotalPreview(props: CostLineTotalPreviewProps) {
  const t = useT();
  const { values, currency, total, shipment } = props;
  const noCargo =
    (values.calculation_method === 'CBM' && shipment.total_cbm === 0) ||
    (values.calculation_method === 'Weight' && shipment.total_weight === 0);
  return (
    <Paper bg="var(--app-accent-subtle)" radius="md" px="md" py="sm" data-testid="cost-item-total">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('costLines.lineTotal')}
          </Text>
          <Text size="xs" c="dimmed">
            {explanation(t, props)}
          </Text>
        </Stack>
        <Text fz={22} fw={700} c="indigo" style={{ fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
          {money(total, currency)}
        </Text>
      </Group>
      {noCargo && (
        <Text size="xs" c="orange.8" mt={6}>
          {values.calculation_method === 'CBM'
            ? t('costLines.noCargoVolume', { zero: money(0, currency) })
            : t('costLines.noCargoWeight', { zero: money(0, currency) })}
        </Text>
      )}
    </Paper>
  );
}
