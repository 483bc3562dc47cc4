import { locationsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { locationKeys } from '../../shared/api/queryKeys';

/**
 * The location a stored code names, or null when the lists do not hold it (a code entered before they
 * existed: kept, and flagged on screen). Undefined while loading or for a blank code.
 */
export function useLocation(code: string) {
  return useQuery({
    queryKey: locationKeys.code(code),
    queryFn: async ({ signal }) => {
      const found = await callApi(locationsApi.search, { signal, query: { q: code, kind: 'any', limit: 5 } });
      return found.find((location) => location.code === code) ?? null;
    },
    enabled: code !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
