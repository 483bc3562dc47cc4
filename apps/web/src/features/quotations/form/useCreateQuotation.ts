import type { QuotationCreate } from '@freight/domain';
import { quotationsApi } from '@freight/domain';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { useQuotationMutation } from '../data/useQuotationMutation';

/** POST /quotations; the new record is cached so its detail page opens without another round trip. */
export function useCreateQuotation() {
  return useQuotationMutation(
    (values: QuotationCreate) => callApi(quotationsApi.create, { body: values }),
    (queryClient, created) => queryClient.setQueryData(quotationKeys.detail(created.id), created),
  );
}
