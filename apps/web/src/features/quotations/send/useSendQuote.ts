import { type QuoteSend, quoteSendApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { useInvalidateQuotations } from '../data/useInvalidateQuotations';

/** POST /quotations/{id}/send; the quotation (its status) and the lists are read again after it. */
export function useSendQuote(quotationId: number) {
  const queryClient = useQueryClient();
  const invalidateLists = useInvalidateQuotations();
  return useMutation({
    mutationFn: (body: QuoteSend) => callApi(quoteSendApi.send, { params: { id: quotationId }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotationId) }),
        queryClient.invalidateQueries({ queryKey: quotationKeys.sends(quotationId) }),
        invalidateLists(),
      ]);
    },
  });
}
