import { shipmentsApi } from '@freight/domain';
import { Button } from '@mantine/core';
import { IconShip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchList } from '../../shared/api/fetchList';
import { shipmentKeys } from '../../shared/api/queryKeys';
import { useT } from '../../shared/i18n/useT';
import { usePermission } from '../auth/session/usePermission';

/** On the quotation page: a link to the quotation's shipment, for those who may view shipments. */
export function QuotationShipmentLink({ quotationId }: { quotationId: number }) {
  const t = useT();
  const canView = usePermission('shipments', 'view');
  const shipment = useQuery({
    queryKey: shipmentKeys.ofQuotation(quotationId),
    queryFn: ({ signal }) =>
      fetchList(shipmentsApi.list, {
        signal,
        query: { quotation_id: quotationId, limit: 1 },
        select: ['id', 'shipment_number'] as const,
      }),
    enabled: canView,
  });
  const found = shipment.data?.data[0];
  if (!canView || !found?.id) return null;
  return (
    <Button
      component={Link}
      to={`/shipments/${found.id}`}
      variant="light"
      leftSection={<IconShip size={16} />}
    >
      {t('shipments.shipmentNumber', { number: found.shipment_number })}
    </Button>
  );
}
