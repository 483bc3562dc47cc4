import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseQuotationId } from './parseQuotationId';

/**
 * A record named in the address by a link from elsewhere (the global search's `/contacts?contact=12`), and a
 * way to drop it from the address once the screen has opened it, without adding a history entry.
 */
export function useLinkedId(name: string) {
  const [params, setParams] = useSearchParams();
  const id = parseQuotationId(params.get(name) ?? undefined) ?? undefined;
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return { id, clear };
}
