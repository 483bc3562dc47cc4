import type { AddressCreateInput } from '@freight/domain';
import { addressesApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { quotationKeys } from '../quotations/quotationKeys';

/**
 * POST /addresses with `quotation_id` and `quotation_role`: the server links the new address to the
 * quotation in the same transaction, which changes the quotation (and its version), so it is read again.
 */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressCreateInput) => callApi(addressesApi.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}
