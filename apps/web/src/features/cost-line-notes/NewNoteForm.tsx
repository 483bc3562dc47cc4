import { checkNoteContent, isTextNoteType, NOTE_TYPES, type NoteType } from '@freight/domain';
import { Alert, Button, Chip, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { IconPaperclip, IconPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { useT } from '../../shared/i18n/useT';
import { AiTextHelper } from './AiTextHelper';
import { AudioRecorder } from './AudioRecorder';
import { NoteContentInput } from './NoteContentInput';
import { NoteDescriptionInput } from './NoteDescriptionInput';
import { noteMessage } from './noteMessages';
import { NOTE_TYPE_LABELS } from './noteTypeLabels';
import { NOTE_FILE_ACCEPT, noteUpload } from './noteUpload';
import { type NewNoteValues, useAddNote } from './useAddNote';
import { useAudioRecorder } from './useAudioRecorder';

interface NewNote extends NewNoteValues {
  type: NoteType;
  /** The file chosen for a file-type note (a recording is the recorder's). */
  file: File | null;
}

const EMPTY: NewNoteValues = { title: '', content: '', description: '' };

/** Adds a note of any of the eight types to a cost item. Files are uploaded first, then attached to the note. */
export function NewNoteForm({ costLineId }: { costLineId: number }) {
  const t = useT();
  const form = useRecordForm<NewNote>({ initial: { ...EMPTY, type: 'text', file: null } });
  const recorder = useAudioRecorder();
  const note = useAddNote(costLineId);
  const { values, setField } = form;
  const { type } = values;
  // One message for what the note carries: its text, its file or its recording, under whichever is shown.
  const fieldError = form.errors.content ?? null;

  const changeType = (next: NoteType) => {
    // Switching away from audio discards a recorded clip, so it is not saved with another type.
    if (type === 'audio' && next !== 'audio') recorder.reset();
    form.change({ type: next, file: null });
    form.setErrors({});
    note.clearFailure();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setErrors({});
    note.clearFailure();
    const check = isTextNoteType(type) ? checkNoteContent(type, values.content) : { ok: true as const };
    if (!check.ok) return form.setErrors({ content: noteMessage(check.message) });
    const upload = noteUpload(type, values.file, recorder.clip);
    if ('refusal' in upload) return form.setErrors({ content: noteMessage(upload.refusal) });
    if (!(await note.add(type, values, upload.upload))) return;
    form.reset({ ...EMPTY, type, file: null });
    recorder.reset();
  }

  const text = (field: 'title' | 'description') => ({
    placeholder: t('costLineNotes.optional'),
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => setField(field, e.currentTarget.value),
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('costLineNotes.newNote')}>
      <Stack gap="sm">
        <Chip.Group value={type} onChange={(value) => changeType(value as NoteType)}>
          <Group gap={6} role="radiogroup" aria-label={t('costLineNotes.noteType')}>
            {NOTE_TYPES.map((noteType) => (
              <Chip key={noteType} value={noteType} type="radio" size="xs" variant="outline">
                {t(NOTE_TYPE_LABELS[noteType])}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextInput label={t('costLineNotes.fieldTitle')} maxLength={255} {...text('title')} />
        <NoteContentInput
          type={type}
          value={values.content}
          error={fieldError}
          onChange={(content) => setField('content', content)}
        />
        {type === 'text' && <AiTextHelper text={values.content} onAccept={(v) => setField('content', v)} />}
        {type === 'audio' && <AudioRecorder recorder={recorder} />}
        {type === 'audio' && fieldError && (
          <Alert color="red" variant="light" p="xs">
            {fieldError}
          </Alert>
        )}
        {NOTE_FILE_ACCEPT[type] && (
          <FileInput
            label={t('costLineNotes.file')}
            placeholder={t('costLineNotes.chooseFilePlaceholder')}
            leftSection={<IconPaperclip size={16} />}
            accept={NOTE_FILE_ACCEPT[type]}
            value={values.file}
            onChange={(chosen) => setField('file', chosen)}
            clearable
            error={fieldError}
          />
        )}
        <NoteDescriptionInput {...text('description')} />
        {note.failure && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {note.failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={note.busy}>
            {t('costLineNotes.addNote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
