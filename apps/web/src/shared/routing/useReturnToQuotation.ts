import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { cargoLineKeys, costLineKeys, quotationKeys } from '../api/queryKeys';
import { useGoBack } from '../hooks/useGoBack';

/**
 * After a save: to the quotation, whose record, cargo lines and cost lines are marked stale first so its
 * detail page reads them again (the figures on the page must agree with the change), or back where the user
 * came from when the screen was opened without a quotation. The URL stays clean: a `?refresh=` mark would
 * stay in the address bar, in bookmarks and in links copied from it.
 */
export function useReturnToQuotation(quotationId: number | null): () => void {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  return useCallback(() => {
    if (quotationId === null) {
      goBack();
      return;
    }
    for (const queryKey of [
      quotationKeys.detail(quotationId),
      cargoLineKeys.list(quotationId),
      costLineKeys.list(quotationId),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    navigate(`/quotations/${quotationId}`);
  }, [quotationId, navigate, goBack, queryClient]);
}
