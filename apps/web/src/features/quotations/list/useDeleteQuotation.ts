import { quotationsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { useInvalidateQuotations } from '../data/useInvalidateQuotations';

/** DELETE /quotations/{id} (204); the record leaves the cache so a stale detail page cannot show it. */
export function useDeleteQuotation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (id: number) => callApi(quotationsApi.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: quotationKeys.detail(id) });
      void invalidate();
    },
  });
}
