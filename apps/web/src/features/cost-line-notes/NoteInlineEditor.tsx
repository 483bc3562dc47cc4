import { type CostLineNote, checkNoteContent, NOTE_MESSAGES } from '@freight/domain';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { AiTextHelper } from './AiTextHelper';
import { CONTENT_FIELDS } from './contentFieldLabels';
import { noteErrorMessage } from './noteErrorMessage';
import { useUpdateNote } from './useUpdateNote';

interface NoteInlineEditorProps {
  note: CostLineNote;
  onDone: () => void;
}

/** Edits a text, link, phone or email note in place: title, content and description. */
export function NoteInlineEditor({ note, onDone }: NoteInlineEditorProps) {
  const [title, setTitle] = useState(note.title ?? '');
  const [content, setContent] = useState(note.content ?? '');
  const [description, setDescription] = useState(note.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateNote();
  const field = CONTENT_FIELDS[note.type] ?? CONTENT_FIELDS.text!;

  function save(event: FormEvent) {
    event.preventDefault();
    const check = checkNoteContent(note.type, content);
    if (!check.ok) return setProblem(check.message);
    setProblem(null);
    update.mutate(
      { note, changes: { title: title.trim() || null, content, description: description.trim() || null } },
      {
        onSuccess: onDone,
        onError: (error) =>
          setProblem(
            ApiError.is(error) && ['VALIDATION_FAILED', 'PRECONDITION_FAILED'].includes(error.code)
              ? noteErrorMessage(error, NOTE_MESSAGES.updateFailed)
              : NOTE_MESSAGES.updateFailed,
          ),
      },
    );
  }

  return (
    <form onSubmit={save} noValidate aria-label="Edit note">
      <Stack gap="xs">
        <TextInput
          size="sm"
          label="Title"
          value={title}
          maxLength={255}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        {note.type === 'text' ? (
          <Textarea
            size="sm"
            label={field.label}
            autosize
            minRows={2}
            maxRows={10}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
          />
        ) : (
          <TextInput
            size="sm"
            label={field.label}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
          />
        )}
        {note.type === 'text' && <AiTextHelper text={content} onAccept={setContent} />}
        <Textarea
          size="sm"
          label="Description"
          autosize
          minRows={1}
          maxRows={4}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {problem && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {problem}
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
