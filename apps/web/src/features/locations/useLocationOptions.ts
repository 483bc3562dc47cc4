import { type LocationSearchKind, locationsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { locationKeys } from '../../shared/api/queryKeys';

const LIMIT = 20;

/**
 * The picker's options, searched on the server as the user types (exact code first, then names). Nothing is
 * asked before the dropdown opens with some text; the lists are reference data, so answers stay fresh long.
 */
export function useLocationOptions(search: string, kind: LocationSearchKind, enabled: boolean) {
  const q = search.trim();
  return useQuery({
    queryKey: locationKeys.search(q, kind),
    queryFn: ({ signal }) => callApi(locationsApi.search, { signal, query: { q, kind, limit: LIMIT } }),
    enabled: enabled && q !== '',
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}
