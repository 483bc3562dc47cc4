import type { CostLineNote } from '@freight/domain';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { NoteActions } from './NoteActions';
import { NoteBody } from './NoteBody';
import type { ViewedNoteImage } from './NoteImageViewer';
import { NoteInlineEditor } from './NoteInlineEditor';
import { NoteTypeIcon } from './NoteTypeIcon';
import { NOTE_TYPE_LABELS } from './noteTypeLabels';

interface NoteCardProps {
  note: CostLineNote;
  onViewImage: (image: ViewedNoteImage) => void;
}

/** One note: its type, title and time, what it holds, and Edit (text-like notes), Transcribe (audio), Delete. */
export function NoteCard({ note, onViewImage }: NoteCardProps) {
  const format = useDateFormat();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();
  const typeName = t(NOTE_TYPE_LABELS[note.type]);
  const label = note.title || typeName;

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={t('costLineNotes.noteNamed', { type: typeName, label })}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <NoteTypeIcon type={note.type} />
            <Text size="sm" fw={600} truncate>
              {label}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {format.dateTime(note.created_at)}
            </Text>
          </Group>
          <NoteActions
            note={note}
            label={label}
            editable={!editing}
            onEdit={() => setEditing(true)}
            onProblem={setProblem}
          />
        </Group>
        {editing ? (
          <NoteInlineEditor note={note} onDone={() => setEditing(false)} />
        ) : (
          <>
            <NoteBody note={note} onViewImage={onViewImage} />
            {note.description && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {note.description}
              </Text>
            )}
          </>
        )}
        {problem && (
          <Alert
            color="red"
            variant="light"
            p="xs"
            role="alert"
            withCloseButton
            onClose={() => setProblem(null)}
          >
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
