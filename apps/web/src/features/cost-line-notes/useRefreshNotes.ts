import { useQueryClient } from '@tanstack/react-query';
import { costLineNoteKeys } from '../../shared/api/queryKeys';

/** After a note changes: its item's list and the quotation's counts are read again, so the counts never lag. */
export function useRefreshNotes() {
  const client = useQueryClient();
  return (costLineId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: costLineNoteKeys.list(costLineId) }),
      client.invalidateQueries({ queryKey: [...costLineNoteKeys.all, 'counts'] }),
    ]);
}
