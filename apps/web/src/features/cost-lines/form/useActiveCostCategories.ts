import { type CategoryPart, type CostCategory, costCategoriesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../shared/api/fetchAllPages';
import { costCategoryKeys } from '../../../shared/api/queryKeys';

/** A category to choose, with its part when known (an edited line's own category carries only id and name). */
export type CostCategoryChoice = Pick<CostCategory, 'id' | 'name'> & { part?: CategoryPart };

/** GET /cost_categories?is_active=true: the categories a cost line may be filed under, in the server's order. */
export function useActiveCostCategories() {
  return useQuery({
    queryKey: costCategoryKeys.active(),
    queryFn: ({ signal }): Promise<CostCategoryChoice[]> =>
      fetchAllPages(costCategoriesApi.list, { is_active: true }, { select: ['id', 'name', 'part'], signal }),
    staleTime: 5 * 60_000,
  });
}
