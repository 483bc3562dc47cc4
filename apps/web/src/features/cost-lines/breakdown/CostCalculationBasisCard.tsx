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
import { TRANSPORT_MODE_MESSAGES } from '../../../shared/i18n/domainLabels';
import { type Translate, useT } from '../../../shared/i18n/useT';
import { DetailCard } from '../../../shared/ui/DetailCard';
import { ChargeBasisRow } from './ChargeBasisRow';
import { chargeableFormula } from './chargeableFormula';
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

function intro(t: Translate, mode: TransportMode, weight: ChargeableWeight): string {
  if (mode === 'Sea FCL') return t('costLines.introFcl');
  const factor = formatQuantity(weight.factor);
  if (mode === 'Sea LCL') return t('costLines.introLcl', { factor });
  const values = { mode: t(TRANSPORT_MODE_MESSAGES[mode]), factor };
  return mode === 'Air' || mode === 'Express'
    ? t('costLines.introHalfKg', values)
    : t('costLines.introWholeKg', values);
}

/**
 * What the freight is charged on, by the quotation's transport mode (`chargeableWeight` with the settings'
 * factors, so it changes at once with the mode or the cargo): both weights, which one applies, and the formula.
 */
export function CostCalculationBasisCard(props: CostCalculationBasisCardProps) {
  const t = useT();
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
    <DetailCard title={t('costLines.calculationBasis')} icon={<IconScale size={18} />} color="teal">
      <Stack gap="sm" data-testid="calculation-basis" data-basis={weight.basis}>
        <TransportModeSelect value={mode} onChange={props.onModeChange} saving={props.modeSaving} />
        <Text size="sm" c="dimmed">
          {intro(t, mode, weight)}
        </Text>
        {weight.basis !== 'containers' && (
          <>
            <ChargeBasisRow
              label={lcl ? t('costLines.measure') : t('costLines.volumetricWeight')}
              detail={t('costLines.cbmTimesFactor', {
                cbm: formatCbm(totalCbm),
                factor: formatQuantity(weight.factor),
              })}
              kg={weight.volumetricKg}
              applies={volumeApplies}
            />
            <ChargeBasisRow
              label={lcl ? t('costLines.weight') : t('costLines.actualWeight')}
              detail={t('costLines.itemsWeight')}
              kg={weight.actualKg}
              applies={actualApplies}
            />
          </>
        )}
        <Group justify="space-between" px="md" pt={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {lcl ? t('costLines.chargeableWeightOrMeasure') : t('costLines.chargeableWeight')}
          </Text>
          <Text
            fw={700}
            c="teal"
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            data-testid="chargeable-weight"
          >
            {t('costLines.kilograms', { value: formatKg(weight.chargedKg) })}
          </Text>
        </Group>
        <Text size="sm" px="md" data-testid="chargeable-formula">
          {chargeableFormula(t, weight, {
            cbm: totalCbm,
            containers,
            minimumTons: settings.lcl_minimum_tons,
          })}
        </Text>
      </Stack>
    </DetailCard>
  );
}
