import { publicShipmentsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';

/** The shipment behind a tracking link; a refusal (404, 429) is an answer to show, not to retry. */
export function usePublicShipment(token: string) {
  return useQuery({
    queryKey: ['public-shipment', token],
    queryFn: ({ signal }) => callApi(publicShipmentsApi.get, { params: { token }, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
