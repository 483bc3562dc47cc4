import { useQuery } from '@tanstack/react-query';
import { boxItemKeys } from './boxItemKeys';
import { fetchQuotationBoxItems } from './fetchQuotationBoxItems';

/** GET /box_items?quotation_id={id}&order_by=created_at ASC: the quotation's cargo lines, oldest first. */
export function useBoxItems(quotationId: number) {
  return useQuery({
    queryKey: boxItemKeys.list(quotationId),
    queryFn: ({ signal }) => fetchQuotationBoxItems(quotationId, signal),
  });
}
