import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

interface InteractionSearchInputProps {
  value: string;
  onChange: (search: string) => void;
}

/** Search over subject and description; applies as the user pauses typing, or at once on Enter. */
export function InteractionSearchInput({ value, onChange }: InteractionSearchInputProps) {
  const [text, setText] = useState(value);
  // The last search this box applied: when it comes back as `value` it is our own, not a change from outside.
  const applied = useRef(value);
  const apply = (search: string) => {
    applied.current = search;
    onChange(search);
  };
  const applySoon = useDebouncedCallback(apply, SEARCH_DEBOUNCE_MS);
  const cancelSoon = useRef(applySoon.cancel);
  cancelSoon.current = applySoon.cancel;

  // Clear Filters, the back button or a link changed the search: show theirs, dropping what was pending.
  useEffect(() => {
    if (value === applied.current) return;
    cancelSoon.current();
    applied.current = value;
    setText(value);
  }, [value]);

  // A search still pending when the screen is left must not rewrite the next screen's address.
  useEffect(() => () => cancelSoon.current(), []);

  function applyNow(search: string) {
    applySoon.cancel();
    apply(search);
  }

  return (
    <TextInput
      aria-label="Search interactions"
      placeholder="Search subject or description"
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applySoon(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') applyNow(text);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              applyNow('');
            }}
          />
        ) : undefined
      }
      w={{ base: '100%', sm: 280 }}
    />
  );
}
