import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useGoBack } from '../hooks/useGoBack';

/**
 * After a save: to the quotation with `?refresh=<time>` (its detail page then reads everything again), or
 * back where the user came from when the screen was opened without a quotation.
 */
export function useReturnToQuotation(quotationId: number | null): () => void {
  const navigate = useNavigate();
  const goBack = useGoBack();
  return useCallback(() => {
    if (quotationId === null) goBack();
    else navigate(`/quotations/${quotationId}?refresh=${Date.now()}`);
  }, [quotationId, navigate, goBack]);
}
