import { quotationsApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { useQuotationMutation } from '../data/useQuotationMutation';

/** DELETE /quotations/{id} (204); the record leaves the cache so a stale detail page cannot show it. */
export function useDeleteQuotation() {
  return useQuotationMutation(
    (id: number) => callApi(quotationsApi.remove, { params: { id } }),
    (queryClient, _answer, id) => queryClient.removeQueries({ queryKey: quotationKeys.detail(id) }),
  );
}
