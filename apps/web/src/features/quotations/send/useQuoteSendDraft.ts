import { quoteSendApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';

/** The send dialog's start (recipients, subject, message) and whether the server can send e-mail. */
export function useQuoteSendDraft(quotationId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...quotationKeys.detail(quotationId), 'send-draft'],
    queryFn: ({ signal }) => callApi(quoteSendApi.draft, { params: { id: quotationId }, signal }),
    enabled,
  });
}
