import type { QuotationWithAddresses } from '@freight/domain';
import { Stack } from '@mantine/core';
import { IconPackages } from '@tabler/icons-react';
import { formatCbm } from '../../../shared/format/formatCbm';
import { formatKg } from '../../../shared/format/formatKg';
import { moneyList } from '../../../shared/format/moneyList';
import { useT } from '../../../shared/i18n/useT';
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
  const t = useT();
  return (
    <DetailCard title={t('quotations.shipmentDetails')} icon={<IconPackages size={18} />} color="blue">
      <Stack gap={0}>
        <SummaryRow label={t('quotations.totalItems')} value={counts ? counts.lines : '…'} />
        <SummaryRow label={t('quotations.totalPieces')} value={counts ? counts.pieces : '…'} />
        <SummaryRow
          label={t('quotations.totalCbm')}
          value={`${formatCbm(quotation.total_cbm)} m³`}
          data="value"
        />
        <SummaryRow
          label={t('quotations.totalWeight')}
          value={`${formatKg(quotation.total_weight)} kg`}
          data="value"
        />
        <SummaryRow
          label={t('quotations.totalDeclaredValue')}
          value={counts ? moneyList(counts.declared) : '…'}
        />
      </Stack>
    </DetailCard>
  );
}
