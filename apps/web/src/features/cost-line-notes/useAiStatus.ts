import { aiApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { aiKeys } from '../../shared/api/queryKeys';

/** GET /ai/status: whether the helper is configured and the models it offers. */
export function useAiStatus() {
  return useQuery({
    queryKey: aiKeys.status,
    queryFn: ({ signal }) => callApi(aiApi.status, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
