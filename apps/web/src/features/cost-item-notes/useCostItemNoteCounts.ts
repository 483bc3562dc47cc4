import { costItemNotesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { costItemNoteKeys } from '../../shared/api/queryKeys';

/** How many notes each cost item of the quotation has, for the counts on the Notes actions. */
export function useCostItemNoteCounts(quotationId: number) {
  return useQuery({
    queryKey: costItemNoteKeys.counts(quotationId),
    queryFn: ({ signal }) =>
      callApi(costItemNotesApi.counts, { query: { quotation_id: quotationId }, signal }).then(
        (a) => a.counts,
      ),
  });
}
