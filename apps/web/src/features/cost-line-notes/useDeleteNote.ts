import { type CostLineNote, costLineNotesApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshNotes } from './useRefreshNotes';

/** DELETE /cost_item_notes/{id}: the server removes its file with it. */
export function useDeleteNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (note: CostLineNote) => callApi(costLineNotesApi.remove, { params: { id: note.id } }),
    onSettled: (_answer, _error, note) => refresh(note.cost_item_id),
  });
}
