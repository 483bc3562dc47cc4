import {
  type ChargeableWeight,
  type Container,
  chargeableWeight,
  DEFAULT_PRICING_SETTINGS,
  formatQuantity,
  modeFactorsOf,
  type PricingSettings,
  type TransportMode,
} from '@freight/domain';
import { Group, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatKg } from '../../../shared/format/formatKg';
import { DetailCard } from '../../../shared/ui/DetailCard';
import { ChargeBasisRow } from './ChargeBasisRow';
import { TransportModeSelect } from './TransportModeSelect';

interface CostCalculationBasisCardProps {
  mode: TransportMode;
  containers: readonly Container[];
  totalCbm: number;
  totalWeight: number;
  settings: PricingSettings | undefined;
  /** Changes the quotation's mode; absent for users who cannot edit quotations. */
  onModeChange?: (mode: TransportMode) => void;
  modeSaving?: boolean;
}

function intro(mode: TransportMode, weight: ChargeableWeight): string {
  if (mode === 'Sea FCL') return 'Full container loads are priced per container, not by weight.';
  const factor = formatQuantity(weight.factor);
  if (mode === 'Sea LCL')
    return `Sea LCL is charged weight or measure, whichever is higher: the weight in tons or the volume at ${factor} kg per CBM (revenue tons), at least the minimum revenue ton.`;
  const step = mode === 'Air' || mode === 'Express' ? 'the next 0.5 kg' : 'the next whole kg';
  return `${mode} freight is charged on whichever is higher: the actual weight or the volumetric weight (${factor} kg per CBM), rounded up to ${step}.`;
}

/**
 * What the freight is charged on, by the quotation's transport mode (`chargeableWeight` with the settings'
 * factors, so it changes at once with the mode or the cargo): both weights, which one applies, and the formula.
 */
export function CostCalculationBasisCard(props: CostCalculationBasisCardProps) {
  const { mode, containers, totalCbm, totalWeight } = props;
  const settings = props.settings ?? { ...DEFAULT_PRICING_SETTINGS, version: 1, updated_at: null };
  const weight = chargeableWeight({
    mode,
    actualKg: totalWeight,
    cbm: totalCbm,
    factors: modeFactorsOf(settings),
    containers,
  });
  const lcl = weight.basis === 'revenue_ton';
  const floor = lcl ? settings.lcl_minimum_tons * 1000 : 0;
  const volumeApplies =
    weight.chargedKg > 0 && weight.volumetricKg > weight.actualKg && weight.volumetricKg > floor;
  const actualApplies =
    weight.chargedKg > 0 && weight.actualKg >= weight.volumetricKg && weight.actualKg > floor;
  return (
    <DetailCard title="Cost Calculation Basis" icon={<IconScale size={18} />} color="teal">
      <Stack gap="sm" data-testid="calculation-basis" data-basis={weight.basis}>
        <TransportModeSelect value={mode} onChange={props.onModeChange} saving={props.modeSaving} />
        <Text size="sm" c="dimmed">
          {intro(mode, weight)}
        </Text>
        {weight.basis !== 'containers' && (
          <>
            <ChargeBasisRow
              label={lcl ? 'Measure' : 'Volumetric weight'}
              detail={`${formatCbm(totalCbm)} CBM × ${formatQuantity(weight.factor)}`}
              kg={weight.volumetricKg}
              applies={volumeApplies}
            />
            <ChargeBasisRow
              label={lcl ? 'Weight' : 'Actual weight'}
              detail="Total weight of the items"
              kg={weight.actualKg}
              applies={actualApplies}
            />
          </>
        )}
        <Group justify="space-between" px="md" pt={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {lcl ? 'Chargeable (weight or measure)' : 'Chargeable weight'}
          </Text>
          <Text
            fw={700}
            c="teal"
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            data-testid="chargeable-weight"
          >
            {formatKg(weight.chargedKg)} kg
          </Text>
        </Group>
        <Text size="sm" px="md" data-testid="chargeable-formula">
          {weight.formula}
        </Text>
      </Stack>
    </DetailCard>
  );
}
