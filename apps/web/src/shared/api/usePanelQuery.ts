import { type QueryKey, useQuery } from '@tanstack/react-query';

/**
 * A read shown inside a panel or dialog: made only while it is open, and again each time it opens (never
 * served from an older copy), since what it shows changes with every save elsewhere.
 */
export function usePanelQuery<T>(
  queryKey: QueryKey,
  read: (signal: AbortSignal) => Promise<T>,
  open: boolean,
) {
  return useQuery({ queryKey, queryFn: ({ signal }) => read(signal), enabled: open, staleTime: 0 });
}
