import { type CostLineNote, costLineNotesApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshNotes } from './useRefreshNotes';

/** POST /cost_item_notes/{id}/transcribe: the recording's words become the note's text. */
export function useTranscribeNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (note: CostLineNote) =>
      callApi(costLineNotesApi.transcribe, { params: { id: note.id }, timeoutMs: 40_000 }),
    onSettled: (_answer, _error, note) => refresh(note.cost_item_id),
  });
}
