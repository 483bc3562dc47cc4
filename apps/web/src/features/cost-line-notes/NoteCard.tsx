import { type CostLineNote, isTextNoteType, NOTE_MESSAGES } from '@freight/domain';
import { ActionIcon, Alert, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTextRecognition, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { usePermission } from '../auth/usePermission';
import { NoteBody } from './NoteBody';
import type { ViewedNoteImage } from './NoteImageViewer';
import { NoteInlineEditor } from './NoteInlineEditor';
import { NoteTypeIcon } from './NoteTypeIcon';
import { noteErrorMessage } from './noteErrorMessage';
import { NOTE_TYPE_LABELS } from './noteTypeLabels';
import { useAiStatus } from './useAiStatus';
import { useDeleteNote } from './useDeleteNote';
import { useTranscribeNote } from './useTranscribeNote';

interface NoteCardProps {
  note: CostLineNote;
  onViewImage: (image: ViewedNoteImage) => void;
}

/** One note: its type, title and time, what it holds, and Edit (text-like notes), Transcribe (audio), Delete. */
export function NoteCard({ note, onViewImage }: NoteCardProps) {
  const format = useDateFormat();
  const canEdit = usePermission('quotations', 'edit');
  const canDelete = usePermission('quotations', 'delete');
  const ai = useAiStatus();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteNote();
  const transcribe = useTranscribeNote();
  const label = note.title || NOTE_TYPE_LABELS[note.type];
  const canTranscribe = canEdit && note.type === 'audio' && note.file_url !== null && ai.data?.transcription;

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={`${NOTE_TYPE_LABELS[note.type]} note ${label}`}
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
          <Group gap={2} wrap="nowrap">
            {canTranscribe && (
              <Tooltip label="Transcribe" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="violet"
                  aria-label={`Transcribe ${label}`}
                  loading={transcribe.isPending}
                  onClick={() =>
                    transcribe.mutate(note, {
                      onError: (error) => setProblem(noteErrorMessage(error, NOTE_MESSAGES.updateFailed)),
                    })
                  }
                >
                  <IconTextRecognition size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {canEdit && isTextNoteType(note.type) && !editing && (
              <Tooltip label="Edit" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Edit ${label}`}
                  onClick={() => setEditing(true)}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {canDelete && (
              <Tooltip label="Delete" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${label}`}
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(note, { onError: () => setProblem(NOTE_MESSAGES.deleteFailed) })
                  }
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
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
