import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

/** The add-subtask form under a card's subtask list; a blank title adds nothing. */
export function AddSubtaskForm({ onAdd }: { onAdd: (title: string) => void }) {
  const [title, setTitle] = useState('');
  const trimmed = title.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!trimmed) return;
        onAdd(trimmed);
        setTitle('');
      }}
    >
      <Group gap="xs" wrap="nowrap" mt="xs">
        <TextInput
          aria-label="New subtask title"
          placeholder="Add a subtask..."
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          size="sm"
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          size="sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={!trimmed}
        >
          Add Subtask
        </Button>
      </Group>
    </form>
  );
}
