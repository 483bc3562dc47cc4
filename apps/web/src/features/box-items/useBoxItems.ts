import { boxItemsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../shared/api/fetchAllPages';
import { boxItemKeys } from './boxItemKeys';

/** GET /box_items?quotation_id={id}&order_by=created_at ASC: the quotation's cargo lines, oldest first. */
export function useBoxItems(quotationId: number) {
  return useQuery({
    queryKey: boxItemKeys.list(quotationId),
    queryFn: ({ signal }) =>
      fetchAllPages(boxItemsApi.list, { quotation_id: quotationId, order_by: 'created_at ASC' }, { signal }),
  });
}
