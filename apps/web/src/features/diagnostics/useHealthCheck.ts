import { healthApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';

/** GET /api/1/health: whether the API answers and its database with it (503 when the database is down). */
export function useHealthCheck() {
  return useQuery({
    queryKey: ['diagnostics', 'health'],
    queryFn: ({ signal }) => callApi(healthApi.check, { signal }),
    retry: false,
    staleTime: 0,
  });
}
