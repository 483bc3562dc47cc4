import type { CostItem, CostItemCreateInput } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import { useInvalidateCostBreakdown } from './useInvalidateCostBreakdown';

/** POST /cost_items; the server computes the total and puts the line last. */
export function useCreateCostItem() {
  const invalidate = useInvalidateCostBreakdown();
  return useMutation({
    mutationFn: (input: CostItemCreateInput) => apiClient.post<CostItem>('/cost_items', input),
    onSuccess: () => invalidate(),
  });
}
