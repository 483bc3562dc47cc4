import { quoteSendApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';

/** The times a quotation was sent to the client, newest first. */
export function useQuoteSends(quotationId: number, enabled: boolean) {
  return useQuery({
    queryKey: quotationKeys.sends(quotationId),
    queryFn: ({ signal }) => callApi(quoteSendApi.sends, { params: { id: quotationId }, signal }),
    enabled,
  });
}
