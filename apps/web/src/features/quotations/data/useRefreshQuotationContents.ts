import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cargoLineKeys, costLineKeys, quotationKeys } from '../../../shared/api/queryKeys';

/** Which of a quotation's item lists changed. */
export type QuotationContents = 'cargo-lines' | 'cost-lines';

/**
 * After a change to one quotation's box or cost items. The server recomputes that quotation's totals (and,
 * for box items, its CBM- and weight-based cost lines) and bumps its version in the same transaction, so the
 * quotation, the changed lines, its cost lines and the status lists' rows (Cost column, version) are read
 * again; the sidebar counts and other quotations are not. Callers await it so that nothing on screen (the
 * status dropdown in particular) acts on the version from before the change and meets a spurious 412.
 */
export function useRefreshQuotationContents(): (
  quotationId: number,
  changed: QuotationContents,
) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (quotationId, changed) => {
      const keys: QueryKey[] = [
        quotationKeys.detail(quotationId),
        costLineKeys.list(quotationId),
        quotationKeys.lists(),
      ];
      if (changed === 'cargo-lines') keys.push(cargoLineKeys.list(quotationId));
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    [queryClient],
  );
}
