import { costItemsApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useInvalidateCostBreakdown } from './useInvalidateCostBreakdown';

/** DELETE /cost_items/{id} (204); the server deletes its sub-items with it. */
export function useDeleteCostItem() {
  const invalidate = useInvalidateCostBreakdown();
  return useMutation({
    mutationFn: (id: number) => callApi(costItemsApi.remove, { params: { id } }),
    onSettled: () => invalidate(),
  });
}
