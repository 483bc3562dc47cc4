import { shipmentsApi } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { shipmentKeys } from '../../shared/api/queryKeys';

function shipmentQuery(id: number) {
  return queryOptions({
    queryKey: shipmentKeys.detail(id),
    queryFn: ({ signal }) => callApi(shipmentsApi.get, { params: { id }, signal }),
  });
}

/** One shipment with its legs, milestones and charges. */
export function useShipment(id: number) {
  return useQuery(shipmentQuery(id));
}
