import type { CostItemCreateInput } from '@freight/domain';
import { costItemsApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshQuotationContents } from '../quotations/useRefreshQuotationContents';

/** POST /cost_items; the server computes the total and puts the line last. */
export function useCreateCostItem() {
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: (input: CostItemCreateInput) => callApi(costItemsApi.create, { body: input }),
    onSuccess: (item) => refresh(item.quotation_id, 'cost-items'),
  });
}
