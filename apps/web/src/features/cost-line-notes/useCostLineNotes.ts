import { costLineNotesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { costLineNoteKeys } from '../../shared/api/queryKeys';

/** GET /cost_item_notes?cost_item_id=: the item's notes, newest first (the server orders and filters). */
export function useCostLineNotes(costLineId: number | null) {
  return useQuery({
    queryKey: costLineNoteKeys.list(costLineId ?? 0),
    queryFn: ({ signal }) =>
      callApi(costLineNotesApi.list, { query: { cost_item_id: costLineId }, signal }).then(
        (page) => page.data,
      ),
    enabled: costLineId !== null,
  });
}
