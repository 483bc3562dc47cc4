import type { CostItemUpdateInput } from '@freight/domain';
import { costItemsApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useInvalidateCostBreakdown } from './useInvalidateCostBreakdown';

interface UpdateCostItemVariables {
  id: number;
  /** The version the form was opened on: a colleague's save in between answers 412. */
  version: number;
  changes: CostItemUpdateInput;
}

/** PUT /cost_items/{id} with If-Match; the lists are read again whether it worked or lost a race. */
export function useUpdateCostItem() {
  const invalidate = useInvalidateCostBreakdown();
  return useMutation({
    mutationFn: ({ id, version, changes }: UpdateCostItemVariables) =>
      callApi(costItemsApi.update, { params: { id }, body: changes, ifMatch: version }),
    onSettled: () => invalidate(),
  });
}
