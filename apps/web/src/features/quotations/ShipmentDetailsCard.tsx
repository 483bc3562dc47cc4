import type { QuotationWithContact } from '@freight/domain';
import { Stack } from '@mantine/core';
import { IconPackages } from '@tabler/icons-react';
import { DetailCard } from './DetailCard';
import { formatUsd } from './formatUsd';
import { SummaryRow } from './SummaryRow';

const cbm = new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const kg = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface ShipmentDetailsCardProps {
  quotation: QuotationWithContact;
  /** Number of shipment items; the items arrive with the box-items issue, so 0 until then. */
  itemCount?: number;
}

/** Totals of the shipment, as the server computed them from the quotation's items. */
export function ShipmentDetailsCard({ quotation, itemCount = 0 }: ShipmentDetailsCardProps) {
  return (
    <DetailCard title="Shipment Details" icon={<IconPackages size={18} />} color="blue">
      <Stack gap={0}>
        <SummaryRow label="Total items" value={itemCount} />
        <SummaryRow label="Total CBM" value={`${cbm.format(quotation.total_cbm)} m³`} />
        <SummaryRow label="Total weight" value={`${kg.format(quotation.total_weight)} kg`} />
        <SummaryRow label="Total declared value" value={`${formatUsd(quotation.total_declared_value)} USD`} />
      </Stack>
    </DetailCard>
  );
}
