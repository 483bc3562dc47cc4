import type { BoxItem } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import { boxItemKeys } from './boxItemKeys';

/** One box item by id; disabled while the id is missing or not a number. */
export function useBoxItem(id: number | null) {
  return useQuery({
    queryKey: boxItemKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiClient.get<BoxItem>(`/box_items/${id}`, { signal }),
    enabled: id !== null,
  });
}
