import { type CostLineNoteCreateInput, costLineNotesApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshNotes } from './useRefreshNotes';

/** POST /cost_item_notes. */
export function useCreateNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (body: CostLineNoteCreateInput) => callApi(costLineNotesApi.create, { body }),
    onSuccess: (note) => refresh(note.cost_item_id),
  });
}
