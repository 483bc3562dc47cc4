import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';

/** The add-subtask form under a card's subtask list; a blank title adds nothing. */
export function AddSubtaskForm({ onAdd }: { onAdd: (title: string) => void }) {
  const t = useT();
  const form = useRecordForm({ initial: { title: '' } });
  const trimmed = form.values.title.trim();
  // The subtask shows at once (the add is optimistic), so the box empties without waiting for the server.
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    onAdd(trimmed);
    form.reset({ title: '' });
  }
  return (
    <form ref={form.formRef} onSubmit={submit}>
      <Group gap="xs" wrap="nowrap" mt="xs">
        <TextInput
          aria-label={t('tasks.newSubtaskTitle')}
          placeholder={t('tasks.newSubtaskPlaceholder')}
          value={form.values.title}
          onChange={(event) => form.setField('title', event.currentTarget.value)}
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
          {t('tasks.addSubtask')}
        </Button>
      </Group>
    </form>
  );
}
