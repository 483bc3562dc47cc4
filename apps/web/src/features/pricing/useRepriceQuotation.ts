import { quotationPricingApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshQuotationContents } from '../quotations/data/useRefreshQuotationContents';

/** POST /quotations/{id}/reprice: today's exchange rates recorded on the quotation, its lines recomputed. */
export function useRepriceQuotation(quotationId: number) {
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: () => callApi(quotationPricingApi.reprice, { params: { id: quotationId } }),
    onSuccess: () => refresh(quotationId, 'cost-lines'),
  });
}
