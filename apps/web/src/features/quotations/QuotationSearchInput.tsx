import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Search of a status list by quote number or client name; asks the server once typing pauses. */
export function QuotationSearchInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onChange, 300);
  return (
    <TextInput
      aria-label="Search quotations"
      placeholder="Search by quote # or client"
      leftSection={<IconSearch size={16} stroke={1.7} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              onChange('');
            }}
          />
        ) : null
      }
      w={{ base: '100%', sm: 320 }}
    />
  );
}
