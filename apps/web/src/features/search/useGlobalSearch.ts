import { SEARCH_MIN_LENGTH, searchApi } from '@freight/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { searchKeys } from '../../shared/api/queryKeys';
import { SEARCH_DELAY_MS } from '../../shared/list/searchDelay';

/**
 * GET /search for what was typed, once typing pauses and the text has the 2 characters the server needs.
 * The last answer stays on screen while the next loads, so the list does not flash empty between keys.
 */
export function useGlobalSearch(typed: string) {
  const [text] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const enabled = text.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: searchKeys.results(text),
    queryFn: ({ signal }) => callApi(searchApi.search, { query: { q: text }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  return { ...query, text, enabled, settling: typed.trim() !== text };
}
