import type { AddressUpdateInput } from '@freight/domain';
import { addressesApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { addressKeys, quotationKeys } from '../../shared/api/queryKeys';

export interface UpdateAddressVariables {
  id: number;
  changes: AddressUpdateInput;
  /** The version the change is based on; a stale one is answered 412 and nothing is written. */
  version: number;
  /** The request outlives the page (the form's last save on `pagehide`). */
  keepalive?: boolean;
}

/** Whether a cached quotation answer embeds the address (its detail page shows city and country). */
function embeds(quotation: unknown, addressId: number): boolean {
  const q = quotation as
    | { origin_address_id?: number | null; destination_address_id?: number | null }
    | undefined;
  return q?.origin_address_id === addressId || q?.destination_address_id === addressId;
}

/**
 * PUT /addresses/{id} with `If-Match`. The answer replaces the cached address, and the cached quotations
 * that embed it are read again; an address change moves nothing in the status lists or counts.
 */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, version, keepalive }: UpdateAddressVariables) =>
      callApi(addressesApi.update, { params: { id }, body: changes, ifMatch: version, keepalive }),
    onSuccess: (address) => {
      queryClient.setQueryData(addressKeys.detail(address.id), address);
      void queryClient.invalidateQueries({
        queryKey: quotationKeys.details(),
        predicate: (query) => embeds(query.state.data, address.id),
      });
    },
  });
}
