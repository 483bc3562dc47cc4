import { costItemNotesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { costItemNoteKeys } from '../../shared/api/queryKeys';

/** GET /cost_item_notes?cost_item_id=: the item's notes, newest first (the server orders and filters). */
export function useCostItemNotes(costItemId: number | null) {
  return useQuery({
    queryKey: costItemNoteKeys.list(costItemId ?? 0),
    queryFn: ({ signal }) =>
      callApi(costItemNotesApi.list, { query: { cost_item_id: costItemId }, signal }).then(
        (page) => page.data,
      ),
    enabled: costItemId !== null,
  });
}
