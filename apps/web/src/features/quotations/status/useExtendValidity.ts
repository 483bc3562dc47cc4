import { quotationValidityApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { auditKeys, quotationKeys } from '../../../shared/api/queryKeys';

/** POST /quotations/{id}/extend_validity; the answer replaces the quotation, and lists and history refresh. */
export function useExtendValidity(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (validUntil: string) =>
      callApi(quotationValidityApi.extendValidity, {
        params: { id: quotationId },
        body: { valid_until_date: validUntil },
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(quotationKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: quotationKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: auditKeys.quotation(updated.id) });
    },
  });
}
