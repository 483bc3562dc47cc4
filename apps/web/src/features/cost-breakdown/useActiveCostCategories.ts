import { type CostCategory, costCategoriesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../shared/api/fetchAllPages';
import { costCategoryKeys } from '../../shared/api/queryKeys';

export type CostCategoryChoice = Pick<CostCategory, 'id' | 'name'>;

/** GET /cost_categories?is_active=true: the categories a cost line may be filed under, in the server's order. */
export function useActiveCostCategories() {
  return useQuery({
    queryKey: costCategoryKeys.active(),
    queryFn: ({ signal }): Promise<CostCategoryChoice[]> =>
      fetchAllPages(costCategoriesApi.list, { is_active: true }, { select: ['id', 'name'], signal }),
    staleTime: 5 * 60_000,
  });
}
