import { SimpleGrid } from '@mantine/core';
import { IconPackages } from '@tabler/icons-react';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatKg } from '../../../shared/format/formatKg';
import { moneyList } from '../../../shared/format/moneyList';
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

const plural = (count: number, one: string, many: string) =>
  `${numberFormat({}).format(count)} ${count === 1 ? one : many}`;

/** The cargo the costs apply to: items, volume, weight and declared value. */
export function CostShipmentDetailsCard({ count, totalCbm, totalWeight }: CostShipmentDetailsCardProps) {
  return (
    <DetailCard title="Shipment Details" icon={<IconPackages size={18} />} color="blue">
      <SimpleGrid cols={2} spacing="sm" h="100%">
        <ShipmentFigure
          label="Total items"
          value={plural(count.lines, 'item', 'items')}
          hint={plural(count.pieces, 'piece', 'pieces')}
        />
        <ShipmentFigure label="Total CBM" value={`${formatCbm(totalCbm)} m³`} hint="Cubic metres" />
        <ShipmentFigure label="Total weight" value={`${formatKg(totalWeight)} kg`} hint="Actual weight" />
        <ShipmentFigure
          label="Total value"
          value={moneyList(count.declared)}
          hint="Declared value × quantity"
        />
      </SimpleGrid>
    </DetailCard>
  );
}
