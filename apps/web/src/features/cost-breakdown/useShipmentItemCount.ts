import { boxItemsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../shared/api/fetchAllPages';
import { costBreakdownKeys } from './costBreakdownKeys';

export interface ShipmentItemCount {
  /** Box item lines. */
  items: number;
  /** Pieces: the lines' quantities summed. */
  pieces: number;
}

/** How many box items the quotation has, and how many pieces they make; only ids and quantities are read. */
export function useShipmentItemCount(quotationId: number | null) {
  return useQuery({
    queryKey: costBreakdownKeys.boxItemCount(quotationId ?? 0),
    queryFn: async ({ signal }): Promise<ShipmentItemCount> => {
      const rows = await fetchAllPages(
        boxItemsApi.list,
        { quotation_id: quotationId },
        { select: ['id', 'quantity'], signal },
      );
      return { items: rows.length, pieces: rows.reduce((sum, row) => sum + row.quantity, 0) };
    },
    enabled: quotationId !== null,
  });
}
