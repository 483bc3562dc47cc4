import type { QuotationWithContact } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import { costBreakdownKeys } from './costBreakdownKeys';

/** GET /quotations/{id}: its number and the totals the server keeps true after every item change. */
export function useCostBreakdownQuotation(id: number | null) {
  return useQuery({
    queryKey: costBreakdownKeys.quotation(id ?? 0),
    queryFn: ({ signal }) => apiClient.get<QuotationWithContact>(`/quotations/${id}`, { signal }),
    enabled: id !== null,
  });
}
