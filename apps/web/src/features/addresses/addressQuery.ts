import { addressesApi } from '@freight/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { addressKeys } from '../../shared/api/queryKeys';

/** One address by id: the one read of an address, for `useAddress` and imperative `fetchQuery` calls. */
export function addressQuery(id: number) {
  return queryOptions({
    queryKey: addressKeys.detail(id),
    queryFn: ({ signal }) => callApi(addressesApi.get, { params: { id }, signal }),
  });
}
