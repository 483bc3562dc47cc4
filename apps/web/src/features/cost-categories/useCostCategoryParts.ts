import { type CategoryPart, type CostCategoryRecord, costCategoriesApi } from '@freight/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { fetchAllPages } from '../../shared/api/fetchAllPages';
import { costCategoryKeys, costLineKeys } from '../../shared/api/queryKeys';

/** Every cost category (active or not) with its part, in the server's order. */
export function useCostCategoryParts() {
  return useQuery({
    queryKey: [...costCategoryKeys.all, 'parts'] as const,
    queryFn: ({ signal }): Promise<CostCategoryRecord[]> =>
      fetchAllPages(costCategoriesApi.list, {}, { signal }),
  });
}

/**
 * PUT /cost_categories/{id} {part} with `If-Match`. The category's lines answer their new part, so the cost
 * items read anywhere are read again.
 */
export function useSetCostCategoryPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, part }: { category: CostCategoryRecord; part: CategoryPart }) =>
      callApi(costCategoriesApi.update, {
        params: { id: category.id },
        body: { part },
        ifMatch: category.version,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: costCategoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: costLineKeys.all });
    },
  });
}
