import type { QuotationWithContact } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import { quotationKeys } from './quotationKeys';

/** One quotation by id; disabled while the id is missing or not a number. */
export function useQuotation(id: number | null) {
  return useQuery({
    queryKey: quotationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiClient.get<QuotationWithContact>(`/quotations/${id}`, { signal }),
    enabled: id !== null,
  });
}
