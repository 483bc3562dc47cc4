import { type CostLineNote, isTextNoteType, NOTE_MESSAGES } from '@freight/domain';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTextRecognition, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePermission } from '../auth/session/usePermission';
import { noteErrorMessage } from './noteErrorMessage';
import { useAiStatus } from './useAiStatus';
import { useDeleteNote } from './useDeleteNote';
import { useTranscribeNote } from './useTranscribeNote';

interface NoteActionsProps {
  note: CostLineNote;
  /** The note's name in the buttons' accessible names ('Delete Customs call'). */
  label: string;
  /** False while the note is being edited (no second Edit). */
  editable: boolean;
  onEdit: () => void;
  /** A failed transcription or deletion, in words. */
  onProblem: (message: string) => void;
}

/** A note's Transcribe (audio, with the AI set up), Edit (text-like notes) and Delete, each with its grant. */
export function NoteActions({ note, label, editable, onEdit, onProblem }: NoteActionsProps) {
  const canEdit = usePermission('quotations', 'edit');
  const canDelete = usePermission('quotations', 'delete');
  const ai = useAiStatus();
  const remove = useDeleteNote();
  const transcribe = useTranscribeNote();
  const canTranscribe = canEdit && note.type === 'audio' && note.file_url !== null && ai.data?.transcription;
  return (
    <Group gap={2} wrap="nowrap">
      {canTranscribe && (
        <NoteActionButton
          hint="Transcribe"
          label={`Transcribe ${label}`}
          color="violet"
          loading={transcribe.isPending}
          icon={<IconTextRecognition size={18} />}
          onClick={() =>
            transcribe.mutate(note, {
              onError: (error) => onProblem(noteErrorMessage(error, NOTE_MESSAGES.updateFailed)),
            })
          }
        />
      )}
      {canEdit && isTextNoteType(note.type) && editable && (
        <NoteActionButton
          hint="Edit"
          label={`Edit ${label}`}
          color="gray"
          icon={<IconPencil size={18} />}
          onClick={onEdit}
        />
      )}
      {canDelete && (
        <NoteActionButton
          hint="Delete"
          label={`Delete ${label}`}
          color="red"
          loading={remove.isPending}
          icon={<IconTrash size={18} />}
          onClick={() => remove.mutate(note, { onError: () => onProblem(NOTE_MESSAGES.deleteFailed) })}
        />
      )}
    </Group>
  );
}

interface NoteActionButtonProps {
  hint: string;
  label: string;
  color: string;
  loading?: boolean;
  icon: ReactNode;
  onClick: () => void;
}

function NoteActionButton({ hint, label, color, loading, icon, onClick }: NoteActionButtonProps) {
  return (
    <Tooltip label={hint} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} loading={loading} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
