import { type CostLineNote, costLineNotesApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshNotes } from './useRefreshNotes';

type NoteChanges = { title?: string | null; content?: string | null; description?: string | null };

/**
 * PUT /cost_item_notes/{id} (title, content, description) with the version the user saw: the note's, or
 * after a 412 the latest one the form merged.
 */
export function useUpdateNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: ({
      note,
      version,
      changes,
    }: {
      note: CostLineNote;
      version?: number;
      changes: NoteChanges;
    }) =>
      callApi(costLineNotesApi.update, {
        params: { id: note.id },
        body: changes,
        ifMatch: version ?? note.version,
      }),
    onSettled: (_answer, _error, { note }) => refresh(note.cost_item_id),
  });
}
