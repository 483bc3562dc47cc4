import { shipmentsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { shipmentKeys } from '../../shared/api/queryKeys';
import { type ShipmentFilters, shipmentFilterQuery } from './shipmentFilters';

/**
 * Shipments per status and in all, for the list's tabs: among those the list's other filters (search, mode,
 * late, ETA window, client) select, so a tab's count is what opening it lists.
 */
export function useShipmentCounts(filters: Partial<ShipmentFilters> = {}, enabled = true) {
  const query = shipmentFilterQuery(filters);
  return useQuery({
    queryKey: [...shipmentKeys.counts(), query],
    queryFn: ({ signal }) => callApi(shipmentsApi.counts, { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
