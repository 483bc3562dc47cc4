import { settingsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { settingKeys } from '../../../shared/api/queryKeys';

/** GET /settings: the signed-in user's own settings and the global ones, by key. */
export function useSettings() {
  return useQuery({
    queryKey: settingKeys.list(),
    queryFn: ({ signal }) =>
      fetchList(settingsApi.list, { signal, query: { limit: 1000, order_by: 'setting_key ASC' } }),
  });
}
