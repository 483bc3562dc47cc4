import { useQueryClient } from '@tanstack/react-query';
import { costItemNoteKeys } from '../../shared/api/queryKeys';

/** After a note changes: its item's list and the quotation's counts are read again, so the counts never lag. */
export function useRefreshNotes() {
  const client = useQueryClient();
  return (costItemId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: costItemNoteKeys.list(costItemId) }),
      client.invalidateQueries({ queryKey: [...costItemNoteKeys.all, 'counts'] }),
    ]);
}
