import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';

interface AddTaskFormProps {
  busy: boolean;
  /** A trimmed, non-empty title. */
  onAdd: (title: string) => void;
  onCancel: () => void;
}

/**
 * The add-task form: a title, Add Task and Cancel, and the tip that a title with the word 'subtask' makes a
 * task whose progress follows its subtasks. A blank title adds nothing.
 */
export function AddTaskForm({ busy, onAdd, onCancel }: AddTaskFormProps) {
  const t = useT();
  const [title, setTitle] = useState('');
  const trimmed = title.trim();

  return (
    <Paper withBorder p="md" mb="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!trimmed || busy) return;
          onAdd(trimmed);
          setTitle('');
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('tasks.taskTitle')}
            placeholder={t('tasks.taskTitlePlaceholder')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Escape' && onCancel()}
            data-autofocus
            autoFocus
            style={{ flex: '1 1 260px' }}
          />
          <Group gap="sm">
            <Button type="submit" disabled={!trimmed} loading={busy}>
              {t('tasks.addTask')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('tasks.cancel')}
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="xs" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <IconBulb size={14} aria-hidden />
          {t('tasks.subtaskTip')}
        </Text>
      </form>
    </Paper>
  );
}
