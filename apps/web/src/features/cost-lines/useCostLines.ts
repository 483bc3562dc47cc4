import { costLinesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../shared/api/fetchAllPages';
import { costLineKeys } from '../../shared/api/queryKeys';

/**
 * GET /cost_items?quotation_id={id}: the quotation's cost lines, each with `category_id_related`. Without
 * order_by the server answers them in the breakdown's order (mains by sort_order, each followed by its
 * sub-items, orphans last). The detail page's summary and the cost breakdown read the same cache entry.
 */
export function useCostLines(quotationId: number | null) {
  return useQuery({
    queryKey: costLineKeys.list(quotationId ?? 0),
    queryFn: ({ signal }) => fetchAllPages(costLinesApi.list, { quotation_id: quotationId }, { signal }),
    enabled: quotationId !== null,
  });
}
