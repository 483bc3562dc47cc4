import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { costBreakdownKeys } from './costBreakdownKeys';

/**
 * After any cost line change: the lines themselves, and everything under `['quotations']`. The server
 * recomputes the quotation's total_cost and bumps its version on every item change, so the detail page, the
 * status lists (Cost column) and the sidebar counts must all be read again.
 */
export function useInvalidateCostBreakdown(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: costBreakdownKeys.costItemsRoot }),
      queryClient.invalidateQueries({ queryKey: costBreakdownKeys.quotations }),
    ]);
  }, [queryClient]);
}
