import type { QuotationUpdate } from '@freight/domain';
import { quotationsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { replaceListRow } from '../../../shared/api/replaceListRow';
import { quotationChangeMoves } from './quotationChangeMoves';

export interface QuotationUpdateRequest {
  id: number;
  changes: QuotationUpdate;
  /** The version the change is based on; a stale one is answered 412 and nothing is written. */
  version: number;
  /** The request outlives the page (the edit form's last save on `pagehide`). */
  keepalive?: boolean;
}

/**
 * PUT /quotations/{id} with `If-Match`. The answer replaces the cached quotation and its row in any cached
 * status list (so actions there carry the new version). The lists are read again only when the change can
 * move or reorder their rows, and the sidebar counts only when the status changed.
 */
export function useUpdateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, version, keepalive }: QuotationUpdateRequest) =>
      callApi(quotationsApi.update, { params: { id }, body: changes, ifMatch: version, keepalive }),
    onSuccess: (updated, { changes }) => {
      queryClient.setQueryData(quotationKeys.detail(updated.id), updated);
      queryClient.setQueriesData(
        { queryKey: quotationKeys.lists() },
        (page: Parameters<typeof replaceListRow>[0]) => replaceListRow(page, updated),
      );
      const moves = quotationChangeMoves(changes);
      if (moves.lists) void queryClient.invalidateQueries({ queryKey: quotationKeys.lists() });
      if (moves.counts) void queryClient.invalidateQueries({ queryKey: quotationKeys.counts() });
    },
  });
}
