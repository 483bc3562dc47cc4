import { quotationRevisionsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';

/** Every revision of the quotation's number, newest first. */
export function useQuotationRevisions(quotationId: number) {
  return useQuery({
    queryKey: quotationKeys.revisions(quotationId),
    queryFn: ({ signal }) =>
      callApi(quotationRevisionsApi.revisions, { params: { id: quotationId }, signal }),
  });
}
