import { VOLUMETRIC_FACTOR, volumetricWeight } from '@freight/domain';
import { Group, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { formatCbm } from '../../shared/format/formatCbm';
import { formatKg } from '../../shared/format/formatKg';
import { DetailCard } from '../../shared/ui/DetailCard';
import { ChargeBasisRow } from './ChargeBasisRow';

interface CostCalculationBasisCardProps {
  totalCbm: number;
  totalWeight: number;
}

/**
 * Why freight follows volume or weight: carriers charge the larger of the volumetric weight
 * (CBM × 167 kg) and the actual weight, which is the chargeable (volumetric) weight.
 */
export function CostCalculationBasisCard({ totalCbm, totalWeight }: CostCalculationBasisCardProps) {
  const byVolume = totalCbm * VOLUMETRIC_FACTOR;
  const chargeable = volumetricWeight(totalCbm, totalWeight);
  const volumeApplies = byVolume > totalWeight;
  return (
    <DetailCard title="Cost Calculation Basis" icon={<IconScale size={18} />} color="teal">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Freight is usually charged per CBM or per kg, whichever is higher: the volume is converted at{' '}
          {VOLUMETRIC_FACTOR} kg per CBM and compared with the actual weight.
        </Text>
        <ChargeBasisRow
          label="Volumetric weight"
          detail={`${formatCbm(totalCbm)} CBM × ${VOLUMETRIC_FACTOR}`}
          kg={byVolume}
          applies={volumeApplies}
        />
        <ChargeBasisRow
          label="Actual weight"
          detail="Total weight of the items"
          kg={totalWeight}
          applies={!volumeApplies}
        />
        <Group justify="space-between" px="md" pt={4}>
          <Text size="sm" fw={600}>
            Chargeable weight
          </Text>
          <Text
            fw={700}
            c="teal.8"
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="chargeable-weight"
          >
            {formatKg(chargeable)} kg
          </Text>
        </Group>
      </Stack>
    </DetailCard>
  );
}
