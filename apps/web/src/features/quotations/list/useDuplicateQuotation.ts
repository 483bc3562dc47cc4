import { quotationsApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { useQuotationMutation } from '../data/useQuotationMutation';

/** POST /quotations/{id}/duplicate: the server copies the quotation as a new Pending one dated today. */
export function useDuplicateQuotation() {
  return useQuotationMutation(
    (id: number) => callApi(quotationsApi.duplicate, { params: { id } }),
    (queryClient, copy) => queryClient.setQueryData(quotationKeys.detail(copy.id), copy),
  );
}
