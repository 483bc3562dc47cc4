import { SEARCH_MIN_LENGTH, type SearchGroup, searchApi } from '@freight/domain';
import { callApi } from '../../shared/api/apiClient';
import { searchKeys } from '../../shared/api/queryKeys';
import { useServerSearch } from '../../shared/search/useServerSearch';

/**
 * GET /search for what was typed, once typing pauses and the text has the 2 characters the server needs.
 * The last answer stays on screen while the next loads, so the list does not flash empty between keys.
 */
export function useGlobalSearch(typed: string) {
  return useServerSearch<SearchGroup>({
    typed,
    queryKey: searchKeys.results,
    fetch: async (text, signal) => (await callApi(searchApi.search, { query: { q: text }, signal })).groups,
    minLength: SEARCH_MIN_LENGTH,
    staleTime: 15_000,
  });
}
