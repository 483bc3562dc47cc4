import { type BoxItem, boxItemsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { boxItemKeys } from '../../shared/api/queryKeys';
import { useRefreshQuotationContents } from '../quotations/useRefreshQuotationContents';

/** DELETE /box_items/{id}; resolves once the quotation's fresh totals have been read back. */
export function useDeleteBoxItem() {
  const queryClient = useQueryClient();
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: (item: Pick<BoxItem, 'id' | 'quotation_id'>) =>
      callApi(boxItemsApi.remove, { params: { id: item.id } }),
    onSuccess: (_nothing, item) => {
      queryClient.removeQueries({ queryKey: boxItemKeys.detail(item.id) });
      return refresh(item.quotation_id, 'box-items');
    },
  });
}
