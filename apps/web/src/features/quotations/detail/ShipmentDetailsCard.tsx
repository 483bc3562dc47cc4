import type { QuotationWithAddresses } from '@freight/domain';
import { Stack } from '@mantine/core';
import { IconPackages } from '@tabler/icons-react';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatKg } from '../../../shared/format/formatKg';
import { moneyList } from '../../../shared/format/moneyList';
import { DetailCard } from '../../../shared/ui/DetailCard';
import type { CargoLineCounts } from '../../cargo-lines/table/cargoLineCounts';
import { SummaryRow } from './SummaryRow';

interface ShipmentDetailsCardProps {
  quotation: QuotationWithAddresses;
  /** Box item lines and their pieces; undefined while the items load. */
  counts: CargoLineCounts | undefined;
}

/**
 * The shipment's totals. CBM and weight are the server's figures on the quotation (computed
 * from its items in the same transaction as every item change); the line and piece counts come from the
 * items themselves, which the quotation does not carry, and so does the declared value, one figure per
 * currency the pieces are declared in.
 */
export function ShipmentDetailsCard({ quotation, counts }: ShipmentDetailsCardProps) {
  return (
    <DetailCard title="Shipment Details" icon={<IconPackages size={18} />} color="blue">
      <Stack gap={0}>
        <SummaryRow label="Total items" value={counts ? counts.lines : '…'} />
        <SummaryRow label="Total pieces" value={counts ? counts.pieces : '…'} />
        <SummaryRow label="Total CBM" value={`${formatCbm(quotation.total_cbm)} m³`} />
        <SummaryRow label="Total weight" value={`${formatKg(quotation.total_weight)} kg`} />
        <SummaryRow label="Total declared value" value={counts ? moneyList(counts.declared) : '…'} />
      </Stack>
    </DetailCard>
  );
}
