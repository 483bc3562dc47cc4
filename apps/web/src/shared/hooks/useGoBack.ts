import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Back to the previous screen, or to `fallback` (the pending quotations by default) when the page was opened
 * directly (a link from elsewhere, a new tab), where "back" would leave the app.
 */
export function useGoBack(fallback = '/pending-quotations'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}
