import { type CostLineNote, checkNoteContent, costLineNotesApi } from '@freight/domain';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { hasErrorCode } from '../../shared/api/hasErrorCode';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { useT } from '../../shared/i18n/useT';
import { AiTextHelper } from './AiTextHelper';
import { contentField } from './contentFieldLabels';
import { NoteDescriptionInput } from './NoteDescriptionInput';
import { noteMessage } from './noteMessages';
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
  const t = useT();
  const field = contentField(t, note.type) ?? contentField(t, 'text')!;
  const form = useRecordForm<NoteValues>({
    initial: () => noteValues(note),
    version: note.version,
    stale: {
      labels: {
        title: t('costLineNotes.fieldTitle'),
        content: field.label,
        description: t('costLineNotes.fieldDescription'),
      },
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
    if (!check.ok) return form.setFormError(noteMessage(check.message));
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
          void form.fail(told, t('costLineNotes.updateFailed'));
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
    <form ref={form.formRef} onSubmit={save} noValidate aria-label={t('costLineNotes.editNote')}>
      <Stack gap="xs">
        <TextInput label={t('costLineNotes.fieldTitle')} maxLength={255} {...text('title')} />
        {note.type === 'text' ? (
          <Textarea label={field.label} autosize minRows={2} maxRows={10} {...text('content')} />
        ) : (
          <TextInput label={field.label} {...text('content')} />
        )}
        {note.type === 'text' && (
          <AiTextHelper text={values.content} onAccept={(content) => setField('content', content)} />
        )}
        <NoteDescriptionInput {...text('description')} />
        {form.formError && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {form.formError}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onDone}>
            {t('costLineNotes.cancel')}
          </Button>
          <Button size="xs" type="submit" loading={update.isPending}>
            {t('costLineNotes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
