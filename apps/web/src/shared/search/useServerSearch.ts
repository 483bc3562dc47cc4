import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { SEARCH_DELAY_MS } from '../list/searchDelay';

export interface ServerSearchConfig<T> {
  /** What is typed in the box, as typed. */
  typed: string;
  /** The query key of one search text: each text has its own cached answer. */
  queryKey: (text: string) => QueryKey;
  /** Asks the server for the options matching `text` (trimmed; '' when the box is empty). */
  fetch: (text: string, signal: AbortSignal) => Promise<T[]>;
  /** False while nothing should be asked, e.g. the dropdown is closed. */
  enabled?: boolean;
  /** The fewest characters worth a request; below it nothing is asked (0: the empty box asks too). */
  minLength?: number;
  /** How long an answer is reused before it is asked again. */
  staleTime?: number;
}

export interface ServerSearch<T> {
  /** The text the server was asked for: what was typed, trimmed, once typing paused. */
  text: string;
  /** The options of the newest answer; while the next one is on its way, the last ones stay. */
  options: T[];
  /** The text the shown options answer (the previous text while the next loads), or undefined before any. */
  answeredText: string | undefined;
  /** Typing has not paused yet, or an answer is on its way. */
  loading: boolean;
  /** The newest request failed and there is nothing to show instead. */
  failed: boolean;
  /** The error of the newest request, for `apiErrorMessage`. */
  error: unknown;
  /** Whether `text` is long enough to be asked for. */
  searchable: boolean;
  /** Asks again for the current text (a Try Again button). */
  retry: () => void;
}

/** One empty list for every search without an answer, so its identity does not change between renders. */
const NO_OPTIONS: never[] = [];

interface Answer<T> {
  text: string;
  options: T[];
}

/**
 * The one way a search box asks the server as the user types (the contact and location pickers, the top-bar
 * search): it waits `SEARCH_DELAY_MS` after the last key, cancels the request of a text no longer wanted, and
 * keeps the last options on screen while the next answer loads so the list does not flash empty.
 *
 * An older request's answer can never replace a newer one's: each text has its own query, the screen shows
 * only the current text's answer or, while that loads, the one it showed before, and every answer carries the
 * text it answers, which is checked before its options are shown.
 */
export function useServerSearch<T>({
  typed,
  queryKey,
  fetch,
  enabled = true,
  minLength = 0,
  staleTime = 30_000,
}: ServerSearchConfig<T>): ServerSearch<T> {
  const [text] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const searchable = text.length >= minLength;
  const query = useQuery<Answer<T>>({
    queryKey: queryKey(text),
    queryFn: async ({ signal }) => ({ text, options: await fetch(text, signal) }),
    enabled: enabled && searchable,
    placeholderData: keepPreviousData,
    staleTime,
  });
  const answer = query.data;
  // A placeholder is by definition the previous text's answer; anything else must answer this very text.
  const current = answer !== undefined && (query.isPlaceholderData || answer.text === text);
  const options: T[] = current ? answer.options : NO_OPTIONS;
  const settling = typed.trim() !== text;
  return {
    text,
    options,
    answeredText: current ? answer.text : undefined,
    loading: searchable && enabled && (settling || query.isFetching),
    failed: query.isError && !current,
    error: query.error,
    searchable,
    retry: () => void query.refetch(),
  };
}
