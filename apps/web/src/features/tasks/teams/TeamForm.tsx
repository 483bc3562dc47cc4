import { TASK_MESSAGES } from '@freight/domain';
import { Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';

interface TeamFormProps {
  busy: boolean;
  /** A trimmed name (never blank) and description. */
  onCreate: (team: { name: string; description: string }, done: () => void) => void;
  onCancel: () => void;
}

/** The new-team form: a name ('Team name is required') and a description. */
export function TeamForm({ busy, onCreate, onCancel }: TeamFormProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <Paper withBorder p="md" mb="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) {
            setError(TASK_MESSAGES.teamNameRequired);
            return;
          }
          onCreate({ name: name.trim(), description: description.trim() }, () => {
            setName('');
            setDescription('');
          });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Team name"
            // The asterisk only: the browser's own check would stop the form before it says what is missing.
            withAsterisk
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            data-autofocus
            autoFocus
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create Team
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
