import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import { quotationKeys } from './quotationKeys';
import { useInvalidateQuotations } from './useInvalidateQuotations';

/** DELETE /quotations/{id} (204); the record leaves the cache so a stale detail page cannot show it. */
export function useDeleteQuotation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/quotations/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: quotationKeys.detail(id) });
      void invalidate();
    },
  });
}
