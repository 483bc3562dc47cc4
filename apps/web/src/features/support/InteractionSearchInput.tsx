import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

interface InteractionSearchInputProps {
  value: string;
  onChange: (search: string) => void;
}

/** Search over subject and description; applies as the user pauses typing, or at once on Enter. */
export function InteractionSearchInput({ value, onChange }: InteractionSearchInputProps) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onChange, SEARCH_DEBOUNCE_MS);

  // Clear Filters, the back button or a link change the search from outside: show it.
  useEffect(() => {
    commit.cancel();
    setText(value);
  }, [value, commit.cancel]);

  return (
    <TextInput
      aria-label="Search interactions"
      placeholder="Search subject or description"
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        commit.cancel();
        onChange(text);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              commit.cancel();
              setText('');
              onChange('');
            }}
          />
        ) : undefined
      }
      w={{ base: '100%', sm: 280 }}
    />
  );
}
