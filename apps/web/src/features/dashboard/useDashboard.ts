import { dashboardApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { dashboardKeys } from '../../shared/api/queryKeys';
import { usePermission } from '../auth/session/usePermission';

/**
 * The dashboard's figures, for users with dashboard:view (the server answers 403 to others). Live updates
 * invalidate `dashboardKeys.all`; the interval keeps an open dashboard current meanwhile.
 */
export function useDashboard() {
  const canView = usePermission('dashboard', 'view');
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => callApi(dashboardApi.get, { signal }),
    enabled: canView,
    refetchInterval: 60_000,
  });
}
