import { documentsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { documentKeys } from '../../../shared/api/queryKeys';

/** A quotation's documents (its folder's files), newest first. */
export function useQuotationDocuments(quotationId: number) {
  return useQuery({
    queryKey: documentKeys.quotation(quotationId),
    queryFn: ({ signal }) =>
      fetchList(documentsApi.list, {
        query: { quotation_id: quotationId, order_by: 'created_at DESC', limit: 1000 },
        signal,
      }),
  });
}
