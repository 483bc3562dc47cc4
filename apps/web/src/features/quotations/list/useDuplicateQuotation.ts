import { quotationsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { useInvalidateQuotations } from '../data/useInvalidateQuotations';

/** POST /quotations/{id}/duplicate: the server copies the quotation as a new Pending one dated today. */
export function useDuplicateQuotation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (id: number) => callApi(quotationsApi.duplicate, { params: { id } }),
    onSuccess: (copy) => {
      queryClient.setQueryData(quotationKeys.detail(copy.id), copy);
      void invalidate();
    },
  });
}
