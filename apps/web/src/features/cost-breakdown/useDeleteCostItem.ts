import { type CostItem, costItemsApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshQuotationContents } from '../quotations/useRefreshQuotationContents';

/** DELETE /cost_items/{id} (204); the server deletes its sub-items with it. */
export function useDeleteCostItem() {
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: (item: Pick<CostItem, 'id' | 'quotation_id'>) =>
      callApi(costItemsApi.remove, { params: { id: item.id } }),
    onSettled: (_nothing, _error, item) => refresh(item.quotation_id, 'cost-items'),
  });
}
