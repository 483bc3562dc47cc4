import { quotationRevisionsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { useInvalidateQuotations } from '../data/useInvalidateQuotations';

/** POST /quotations/{id}/revise: the next revision, Working; the revised one becomes superseded. */
export function useReviseQuotation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (id: number) => callApi(quotationRevisionsApi.revise, { params: { id } }),
    onSuccess: (revision, id) => {
      queryClient.setQueryData(quotationKeys.detail(revision.id), revision);
      void queryClient.invalidateQueries({ queryKey: quotationKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['quotations', 'revisions'] });
      void invalidate();
    },
  });
}
