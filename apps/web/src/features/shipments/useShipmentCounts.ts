import { shipmentsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { shipmentKeys } from '../../shared/api/queryKeys';

/** Shipments per status and in all, for the list's tabs. */
export function useShipmentCounts(enabled = true) {
  return useQuery({
    queryKey: shipmentKeys.counts(),
    queryFn: ({ signal }) => callApi(shipmentsApi.counts, { signal }),
    enabled,
  });
}
