import { addressesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { addressKeys } from './addressKeys';

/** One address by id; disabled while the id is missing or not a number. */
export function useAddress(id: number | null) {
  return useQuery({
    queryKey: addressKeys.detail(id ?? 0),
    queryFn: ({ signal }) => callApi(addressesApi.get, { params: { id }, signal }),
    enabled: id !== null,
    // The form holds its own copy while open; a background refetch would only race its saves.
    refetchOnWindowFocus: false,
  });
}
