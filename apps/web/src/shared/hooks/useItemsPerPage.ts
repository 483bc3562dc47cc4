import { itemsPerPage, settingsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/apiClient';
import { settingKeys } from '../api/queryKeys';

/**
 * Rows per page for the lists that have no fixed size of their own: the 'items_per_page' setting in force (the
 * user's own, else the global one), 25 until it is loaded or when none is set.
 */
export function useItemsPerPage(): number {
  const { data } = useQuery({
    queryKey: settingKeys.effective(),
    queryFn: ({ signal }) => callApi(settingsApi.effective, { signal }),
    staleTime: 5 * 60_000,
  });
  return itemsPerPage(data?.data ?? []);
}
