import type { AddressUpdateInput } from '@freight/domain';
import { addressesApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { quotationKeys } from '../quotations/quotationKeys';
import { addressKeys } from './addressKeys';

export interface UpdateAddressVariables {
  id: number;
  changes: AddressUpdateInput;
  /** The version the change is based on; a stale one is answered 412 and nothing is written. */
  version: number;
}

/**
 * PUT /addresses/{id} with `If-Match`. Quotation answers embed their address objects, so the quotations
 * are marked stale too (the detail page shows country and city).
 */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, version }: UpdateAddressVariables) =>
      callApi(addressesApi.update, { params: { id }, body: changes, ifMatch: version }),
    onSuccess: (address) => {
      queryClient.setQueryData(addressKeys.detail(address.id), address);
      void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
    },
  });
}
