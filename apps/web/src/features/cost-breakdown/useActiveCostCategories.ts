import type { CostCategory, ListResponse } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import { costBreakdownKeys } from './costBreakdownKeys';

export type CostCategoryChoice = Pick<CostCategory, 'id' | 'name'>;

/** GET /cost_categories?is_active=true: the categories a cost line may be filed under, in the server's order. */
export function useActiveCostCategories() {
  return useQuery({
    queryKey: costBreakdownKeys.activeCategories(),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ListResponse<CostCategoryChoice>>('/cost_categories', {
          signal,
          query: { is_active: true, select: 'id,name', limit: 1000 },
        })
      ).data,
    staleTime: 5 * 60_000,
  });
}
