import { SimpleGrid } from '@mantine/core';
import { IconPackages } from '@tabler/icons-react';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatKg } from '../../../shared/format/formatKg';
import { moneyList } from '../../../shared/format/moneyList';
import { useT } from '../../../shared/i18n/useT';
import { numberFormat } from '../../../shared/preferences/numberFormat';
import { DetailCard } from '../../../shared/ui/DetailCard';
import type { CargoLineCounts } from '../../cargo-lines/table/cargoLineCounts';
import { ShipmentFigure } from './ShipmentFigure';

interface CostShipmentDetailsCardProps {
  count: CargoLineCounts;
  /** The quotation's totals, kept true by the server: m³ and kg (the declared value is in `count`). */
  totalCbm: number;
  totalWeight: number;
}

/** A count in the reader's number format, for a plural message's `shown`. */
const shown = (count: number) => numberFormat({}).format(count);

/** The cargo the costs apply to: items, volume, weight and declared value. */
export function CostShipmentDetailsCard({ count, totalCbm, totalWeight }: CostShipmentDetailsCardProps) {
  const t = useT();
  return (
    <DetailCard title={t('costLines.shipmentDetails')} icon={<IconPackages size={18} />} color="blue">
      <SimpleGrid cols={2} spacing="sm" h="100%">
        <ShipmentFigure
          label={t('costLines.totalItems')}
          value={t('costLines.itemCount', { count: count.lines, shown: shown(count.lines) })}
          hint={t('costLines.pieceCount', { count: count.pieces, shown: shown(count.pieces) })}
        />
        <ShipmentFigure
          label={t('costLines.totalCbm')}
          value={t('costLines.cubicMetres', { value: formatCbm(totalCbm) })}
          hint={t('costLines.cubicMetresHint')}
        />
        <ShipmentFigure
          label={t('costLines.totalWeight')}
          value={t('costLines.kilograms', { value: formatKg(totalWeight) })}
          hint={t('costLines.actualWeight')}
        />
        <ShipmentFigure
          label={t('costLines.totalValue')}
          value={moneyList(count.declared)}
          hint={t('costLines.totalValueHint')}
        />
      </SimpleGrid>
    </DetailCard>
  );
}
