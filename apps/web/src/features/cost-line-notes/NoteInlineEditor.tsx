import { type CostLineNote, checkNoteContent, costLineNotesApi, NOTE_MESSAGES } from '@freight/domain';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { hasErrorCode } from '../../shared/api/hasErrorCode';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { AiTextHelper } from './AiTextHelper';
import { CONTENT_FIELDS } from './contentFieldLabels';
import { useUpdateNote } from './useUpdateNote';

interface NoteInlineEditorProps {
  note: CostLineNote;
  onDone: () => void;
}

const noteValues = (note: CostLineNote) => ({
  title: note.title ?? '',
  content: note.content ?? '',
  description: note.description ?? '',
});
type NoteValues = ReturnType<typeof noteValues>;

/**
 * Edits a text, link, phone or email note in place: title, content and description. A colleague's save in
 * between (412) is merged field by field, as every record form does.
 */
export function NoteInlineEditor({ note, onDone }: NoteInlineEditorProps) {
  const field = CONTENT_FIELDS[note.type] ?? CONTENT_FIELDS.text!;
  const form = useRecordForm<NoteValues>({
    initial: () => noteValues(note),
    version: note.version,
    stale: {
      labels: { title: 'Title', content: field.label, description: 'Description' },
      load: async () => {
        const latest = await callApi(costLineNotesApi.get, { params: { id: note.id } });
        return { values: noteValues(latest), version: latest.version };
      },
    },
  });
  const update = useUpdateNote();
  const { values, setField } = form;

  function save(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    const check = checkNoteContent(note.type, values.content);
    if (!check.ok) return form.setFormError(check.message);
    form.setFormError(null);
    const changes = {
      title: values.title.trim() || null,
      content: values.content,
      description: values.description.trim() || null,
    };
    update.mutate(
      { note, version: form.version, changes },
      {
        onSuccess: onDone,
        // A refused input is told in the server's words and a 412 is merged; any other failure (a lost
        // connection, a server fault, a permission) is the general sentence, so only those codes are passed on.
        onError: (error) => {
          const told = hasErrorCode(error, 'VALIDATION_FAILED', 'PRECONDITION_FAILED') ? error : undefined;
          void form.fail(told, NOTE_MESSAGES.updateFailed);
        },
      },
    );
  }

  const text = (name: keyof NoteValues) => ({
    size: 'sm' as const,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => setField(name, event.currentTarget.value),
    inputContainer: conflictContainer(form.conflictAt(name)),
  });
  return (
    <form ref={form.formRef} onSubmit={save} noValidate aria-label="Edit note">
      <Stack gap="xs">
        <TextInput label="Title" maxLength={255} {...text('title')} />
        {note.type === 'text' ? (
          <Textarea label={field.label} autosize minRows={2} maxRows={10} {...text('content')} />
        ) : (
          <TextInput label={field.label} {...text('content')} />
        )}
        {note.type === 'text' && (
          <AiTextHelper text={values.content} onAccept={(content) => setField('content', content)} />
        )}
        <Textarea label="Description" autosize minRows={1} maxRows={4} {...text('description')} />
        {form.formError && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {form.formError}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button size="xs" type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
