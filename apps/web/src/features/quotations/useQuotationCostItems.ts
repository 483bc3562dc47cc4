import type { CostItem, ListResponse } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import { costItemKeys } from './costItemKeys';

/** The most rows the list API answers per call. */
const PAGE = 1000;

/**
 * GET /cost_items?quotation_id={id}: the quotation's cost lines, each with `category_id_related`, for the
 * Shipping Summary. Filtered by the server; further pages are read on for the rare very long breakdown.
 */
export function useQuotationCostItems(quotationId: number) {
  return useQuery({
    queryKey: costItemKeys.summary(quotationId),
    queryFn: async ({ signal }) => {
      const rows: CostItem[] = [];
      for (;;) {
        const page = await apiClient.get<ListResponse<CostItem>>('/cost_items', {
          signal,
          query: { quotation_id: quotationId, limit: PAGE, offset: rows.length },
        });
        rows.push(...page.data);
        if (page.data.length === 0 || rows.length >= page.total) return rows;
      }
    },
  });
}
