import { shipmentsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { shipmentKeys } from '../../shared/api/queryKeys';
import type { ListPaging } from '../../shared/list/listTypes';
import { type ShipmentFilters, shipmentFilterQuery } from './shipmentFilters';

/** The columns the Shipments table shows. */
const LIST_FIELDS = [
  'id',
  'shipment_number',
  'quotation_number',
  'status',
  'transport_mode',
  'client_name',
  'origin_code',
  'destination_code',
  'booking_reference',
  'eta',
  'late_milestones',
  'created_at',
] as const;

/** One page of shipments: filtered, searched and paged by the server, newest first. */
export function useShipments(filters: ShipmentFilters, paging: ListPaging, enabled = true) {
  const query = {
    ...paging,
    ...(filters.status && { status: filters.status }),
    ...shipmentFilterQuery(filters),
  };
  return useQuery({
    queryKey: shipmentKeys.list(query),
    queryFn: ({ signal }) => fetchList(shipmentsApi.list, { signal, query, select: LIST_FIELDS }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type ShipmentRow = NonNullable<ReturnType<typeof useShipments>['data']>['data'][number];
