import { boxItemsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { boxItemKeys } from '../../shared/api/queryKeys';

/** One box item by id; disabled while the id is missing or not a number. */
export function useBoxItem(id: number | null) {
  return useQuery({
    queryKey: boxItemKeys.detail(id ?? 0),
    queryFn: ({ signal }) => callApi(boxItemsApi.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}
