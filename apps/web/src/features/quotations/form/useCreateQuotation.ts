import type { QuotationCreate } from '@freight/domain';
import { quotationsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { useInvalidateQuotations } from '../data/useInvalidateQuotations';

/** POST /quotations; the new record is cached so its detail page opens without another round trip. */
export function useCreateQuotation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: (values: QuotationCreate) => callApi(quotationsApi.create, { body: values }),
    onSuccess: (created) => {
      queryClient.setQueryData(quotationKeys.detail(created.id), created);
      void invalidate();
    },
  });
}
