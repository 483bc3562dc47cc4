import { quotationRevisionsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';

/** What changed from revision `from` to revision `to` (quotation ids); off until both are chosen. */
export function useRevisionDiff(quotationId: number, from: number | null, to: number | null) {
  return useQuery({
    queryKey: quotationKeys.revisionDiff(quotationId, from ?? 0, to ?? 0),
    queryFn: ({ signal }) =>
      callApi(quotationRevisionsApi.diff, {
        params: { id: quotationId },
        query: { from: String(from), to: String(to) },
        signal,
      }),
    enabled: from !== null && to !== null,
  });
}
