import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DELAY_MS } from './searchDelay';

/**
 * The text of a list's search box and the search the list applies. Typing applies after the pause
 * (`SEARCH_DELAY_MS`), Enter or Apply at once; a search changed from outside (Clear Filters, the back button,
 * a link) replaces what is typed and drops what was pending.
 */
export function useListSearch(applied: string, apply: (search: string) => void) {
  const [text, setText] = useState(applied);
  // The last search this box applied: when it comes back as `applied` it is our own, not a change from outside.
  const own = useRef(applied);
  const commit = useCallback(
    (value: string) => {
      own.current = value.trim();
      apply(value.trim());
    },
    [apply],
  );
  const commitSoon = useDebouncedCallback(commit, SEARCH_DELAY_MS);
  const cancel = useRef(commitSoon.cancel);
  cancel.current = commitSoon.cancel;

  useEffect(() => {
    if (applied === own.current) return;
    cancel.current();
    own.current = applied;
    setText(applied);
  }, [applied]);

  // A search still pending when the screen is left must not rewrite the next screen's address.
  useEffect(() => () => cancel.current(), []);

  const type = useCallback(
    (value: string) => {
      setText(value);
      commitSoon(value);
    },
    [commitSoon],
  );
  const applyNow = useCallback(
    (value: string) => {
      cancel.current();
      setText(value);
      if (value.trim() !== own.current) commit(value);
    },
    [commit],
  );
  /** Shows `value` without applying it (the caller changes the address itself). */
  const reset = useCallback((value: string) => {
    cancel.current();
    own.current = value;
    setText(value);
  }, []);
  return { text, type, applyNow, reset };
}
