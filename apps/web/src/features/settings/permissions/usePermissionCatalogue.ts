import { permissionsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { permissionKeys } from '../../../shared/api/queryKeys';

/** The matrix's rows and columns: the active modules and the permissions (admin only). */
export function usePermissionCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: permissionKeys.catalogue(),
    queryFn: async ({ signal }) => {
      const [modules, permissions] = await Promise.all([
        fetchList(permissionsApi.modules, { signal, query: { is_active: 'true', limit: 1000 } }),
        fetchList(permissionsApi.permissions, { signal, query: { limit: 1000 } }),
      ]);
      return { modules: modules.data, permissions: permissions.data };
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
