import { cargoLinesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../shared/api/fetchAllPages';
import { cargoLineKeys } from '../../shared/api/queryKeys';

/**
 * GET /box_items?quotation_id={id}&order_by=created_at ASC: the quotation's cargo lines, oldest first. The
 * detail page's table and the cost breakdown's item count read the same cache entry.
 */
export function useCargoLines(quotationId: number | null) {
  return useQuery({
    queryKey: cargoLineKeys.list(quotationId ?? 0),
    queryFn: ({ signal }) =>
      fetchAllPages(
        cargoLinesApi.list,
        { quotation_id: quotationId, order_by: 'created_at ASC' },
        { signal },
      ),
    enabled: quotationId !== null,
  });
}
