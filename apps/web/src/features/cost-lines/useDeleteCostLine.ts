import { type CostLine, costLinesApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshQuotationContents } from '../quotations/data/useRefreshQuotationContents';

/** DELETE /cost_items/{id} (204); the server deletes its sub-items with it. */
export function useDeleteCostLine() {
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: (item: Pick<CostLine, 'id' | 'quotation_id'>) =>
      callApi(costLinesApi.remove, { params: { id: item.id } }),
    onSettled: (_nothing, _error, item) => refresh(item.quotation_id, 'cost-lines'),
  });
}
