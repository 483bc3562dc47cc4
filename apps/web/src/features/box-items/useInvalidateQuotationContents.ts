import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { costItemKeys } from '../quotations/costItemKeys';
import { quotationKeys } from '../quotations/quotationKeys';
import { boxItemKeys } from './boxItemKeys';

/**
 * After any box item change. The server recomputes the quotation's totals (and the CBM- and Weight-based
 * cost lines) and bumps its version in the same transaction, so the items, the cost lines, the quotation
 * and every status list and count are read again. Callers await it so that nothing on screen (the status
 * dropdown in particular) acts on the version from before the change and meets a spurious 412.
 */
export function useInvalidateQuotationContents(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: boxItemKeys.all }),
      queryClient.invalidateQueries({ queryKey: costItemKeys.all }),
      queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
    ]);
  }, [queryClient]);
}
