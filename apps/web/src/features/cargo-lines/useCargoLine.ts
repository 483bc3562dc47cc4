import { cargoLinesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { cargoLineKeys } from '../../shared/api/queryKeys';

/** One box item by id; disabled while the id is missing or not a number. */
export function useCargoLine(id: number | null) {
  return useQuery({
    queryKey: cargoLineKeys.detail(id ?? 0),
    queryFn: ({ signal }) => callApi(cargoLinesApi.get, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}
