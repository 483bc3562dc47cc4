import { type CostCategory, costCategoriesApi, MAX_LIST_LIMIT } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { costBreakdownKeys } from './costBreakdownKeys';

export type CostCategoryChoice = Pick<CostCategory, 'id' | 'name'>;

/** GET /cost_categories?is_active=true: the categories a cost line may be filed under, in the server's order. */
export function useActiveCostCategories() {
  return useQuery({
    queryKey: costBreakdownKeys.activeCategories(),
    queryFn: async ({ signal }) =>
      (
        await fetchList(costCategoriesApi.list, {
          signal,
          select: ['id', 'name'],
          query: { is_active: true, limit: MAX_LIST_LIMIT },
        })
      ).data,
    staleTime: 5 * 60_000,
  });
}
