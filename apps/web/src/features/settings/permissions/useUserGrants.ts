import { permissionsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { permissionKeys } from '../../../shared/api/queryKeys';

/** GET /user_module_permissions?user_id=: what one user holds. */
export function useUserGrants(userId: number | null) {
  return useQuery({
    queryKey: permissionKeys.grants(userId ?? 0),
    queryFn: ({ signal }) =>
      fetchList(permissionsApi.grants, { signal, query: { user_id: userId ?? 0, limit: 1000 } }),
    enabled: userId !== null,
  });
}
