import { diagnosticsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { diagnosticsKeys } from '../../shared/api/queryKeys';

/** GET /api/1/diagnostics (administrators): database, storage and AI checks, version and uptime. */
export function useDiagnostics(enabled: boolean) {
  return useQuery({
    queryKey: diagnosticsKeys.report,
    queryFn: ({ signal }) => callApi(diagnosticsApi.check, { signal, timeoutMs: 45_000 }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}
