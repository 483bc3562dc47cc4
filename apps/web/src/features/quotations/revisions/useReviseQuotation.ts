import { quotationRevisionsApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { useQuotationMutation } from '../data/useQuotationMutation';

/** POST /quotations/{id}/revise: the next revision, Working; the revised one becomes superseded. */
export function useReviseQuotation() {
  return useQuotationMutation(
    (id: number) => callApi(quotationRevisionsApi.revise, { params: { id } }),
    (queryClient, revision, id) => {
      queryClient.setQueryData(quotationKeys.detail(revision.id), revision);
      void queryClient.invalidateQueries({ queryKey: quotationKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['quotations', 'revisions'] });
    },
  );
}
