import { type CostLineNote, isTextNoteType } from '@freight/domain';
import { IconPencil, IconTextRecognition, IconTrash } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT';
import { type RowActionIcon, RowActionIcons } from '../../shared/ui/RowActionIcons';
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
  const t = useT();
  const canEdit = usePermission('quotations', 'edit');
  const canDelete = usePermission('quotations', 'delete');
  const ai = useAiStatus();
  const remove = useDeleteNote();
  const transcribe = useTranscribeNote();
  const canTranscribe = canEdit && note.type === 'audio' && note.file_url !== null && ai.data?.transcription;
  const actions: (RowActionIcon & { shown: boolean })[] = [
    {
      tooltip: t('costLineNotes.transcribe'),
      label: t('costLineNotes.transcribeNamed', { label }),
      shown: Boolean(canTranscribe),
      color: 'violet',
      loading: transcribe.isPending,
      icon: <IconTextRecognition size={18} />,
      onClick: () =>
        transcribe.mutate(note, {
          onError: (error) => onProblem(noteErrorMessage(error, t('costLineNotes.updateFailed'))),
        }),
    },
    {
      tooltip: t('costLineNotes.edit'),
      label: t('costLineNotes.editNamed', { label }),
      shown: canEdit && isTextNoteType(note.type) && editable,
      color: 'gray',
      icon: <IconPencil size={18} />,
      onClick: onEdit,
    },
    {
      tooltip: t('costLineNotes.delete'),
      label: t('costLineNotes.deleteNamed', { label }),
      shown: canDelete,
      color: 'red',
      loading: remove.isPending,
      icon: <IconTrash size={18} />,
      onClick: () => remove.mutate(note, { onError: () => onProblem(t('costLineNotes.deleteFailed')) }),
    },
  ];
  const shown = actions.filter((action) => action.shown).map(({ shown: _shown, ...action }) => action);
  return <RowActionIcons actions={shown} />;
}
