import { costLineNotesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { costLineNoteKeys } from '../../shared/api/queryKeys';

/** How many notes each cost item of the quotation has, for the counts on the Notes actions. */
export function useCostLineNoteCounts(quotationId: number) {
  return useQuery({
    queryKey: costLineNoteKeys.counts(quotationId),
    queryFn: ({ signal }) =>
      callApi(costLineNotesApi.counts, { query: { quotation_id: quotationId }, signal }).then(
        (a) => a.counts,
      ),
  });
}
