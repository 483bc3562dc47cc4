import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's query and a way to change it: `edit(change)` lets `change` edit a copy of the parameters and
 * goes back to page 1 (`pageParam` removed) replacing the history entry, since choosing and typing are not
 * steps the back button should walk through; `edit(change, true)` keeps the page and adds an entry (turning a
 * page is one).
 */
export function useAddressEditor(pageParam: string) {
  const [params, setParams] = useSearchParams();
  const edit = useCallback(
    (change: (next: URLSearchParams) => URLSearchParams, keepPage = false) =>
      setParams(
        (current) => {
          const next = change(new URLSearchParams(current));
          if (!keepPage) next.delete(pageParam);
          return next;
        },
        { replace: !keepPage },
      ),
    [setParams, pageParam],
  );
  return { params, edit };
}
