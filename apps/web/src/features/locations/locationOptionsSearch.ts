import { type Location, type LocationSearchKind, locationsApi } from '@freight/domain';
import { callApi } from '../../shared/api/apiClient';
import { locationKeys } from '../../shared/api/queryKeys';

const LIMIT = 20;

/**
 * The location picker's server search of one kind (exact code first, then names), for `useSearchCombobox`.
 * Nothing is asked for an empty box; the lists are reference data, so answers stay fresh long.
 */
export function locationOptionsSearch(kind: LocationSearchKind) {
  return {
    queryKey: (text: string) => locationKeys.search(text, kind),
    fetch: (text: string, signal: AbortSignal): Promise<Location[]> =>
      callApi(locationsApi.search, { signal, query: { q: text, kind, limit: LIMIT } }),
    minLength: 1,
    staleTime: 10 * 60_000,
  };
}
