import type { CostItemCreateInput } from '@freight/domain';
import { costItemsApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useInvalidateCostBreakdown } from './useInvalidateCostBreakdown';

/** POST /cost_items; the server computes the total and puts the line last. */
export function useCreateCostItem() {
  const invalidate = useInvalidateCostBreakdown();
  return useMutation({
    mutationFn: (input: CostItemCreateInput) => callApi(costItemsApi.create, { body: input }),
    onSuccess: () => invalidate(),
  });
}
