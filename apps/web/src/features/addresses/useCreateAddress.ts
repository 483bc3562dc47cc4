import type { AddressCreateInput } from '@freight/domain';
import { addressesApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { quotationKeys } from '../../shared/api/queryKeys';

/**
 * POST /addresses with `quotation_id` and `quotation_role`: the server links the new address to the
 * quotation in the same transaction, which changes that quotation (and its version), so it is read again.
 * Nothing a status list shows or counts changes.
 */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressCreateInput) => callApi(addressesApi.create, { body: input }),
    onSuccess: (_address, input) => {
      const quotationId = Number(input.quotation_id);
      if (Number.isInteger(quotationId)) {
        return queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotationId) });
      }
    },
  });
}
