import { publicQuotesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';

/** The quote behind an acceptance link; a refusal (404, 410, 429) is an answer to show, not to retry. */
export function usePublicQuote(token: string) {
  return useQuery({
    queryKey: ['public-quote', token],
    queryFn: ({ signal }) => callApi(publicQuotesApi.get, { params: { token }, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
