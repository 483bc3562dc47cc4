import { quotationHistoryApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { auditKeys } from '../../../shared/api/queryKeys';

/** A quotation's history, newest first; read each time the panel opens, since any save adds to it. */
export function useQuotationHistory(quotationId: number, enabled: boolean) {
  return useQuery({
    queryKey: auditKeys.quotation(quotationId),
    queryFn: ({ signal }) => callApi(quotationHistoryApi.history, { params: { id: quotationId }, signal }),
    enabled,
    staleTime: 0,
  });
}
