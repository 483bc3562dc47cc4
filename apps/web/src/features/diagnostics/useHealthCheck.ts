import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';

interface HealthAnswer {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
}

/** GET /api/1/health: whether the API answers and its database with it (503 when the database is down). */
export function useHealthCheck() {
  return useQuery({
    queryKey: ['diagnostics', 'health'],
    queryFn: ({ signal }) => apiClient.get<HealthAnswer>('/health', { signal }),
    retry: false,
    staleTime: 0,
  });
}
