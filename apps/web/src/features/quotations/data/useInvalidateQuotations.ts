import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { quotationKeys } from '../../../shared/api/queryKeys';

/**
 * Refreshes every status list and the sidebar counts. Called after each create, update, duplicate and
 * delete, because any of them can move a quotation between lists or change a badge.
 */
export function useInvalidateQuotations(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: quotationKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: quotationKeys.counts() }),
    ]);
  }, [queryClient]);
}
