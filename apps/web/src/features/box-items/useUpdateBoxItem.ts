import type { BoxItemUpdateInput } from '@freight/domain';
import { boxItemsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { boxItemKeys } from '../../shared/api/queryKeys';
import { useRefreshQuotationContents } from '../quotations/useRefreshQuotationContents';

interface UpdateBoxItemVariables {
  id: number;
  changes: BoxItemUpdateInput;
  /** The version the user edited; a newer one on the server answers 412 and nothing is written. */
  version: number;
}

/** PUT /box_items/{id} with `If-Match`; resolves once the quotation's fresh totals have been read back. */
export function useUpdateBoxItem() {
  const queryClient = useQueryClient();
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: ({ id, changes, version }: UpdateBoxItemVariables) =>
      callApi(boxItemsApi.update, { params: { id }, body: changes, ifMatch: version }),
    onSuccess: (item) => {
      queryClient.setQueryData(boxItemKeys.detail(item.id), item);
      return refresh(item.quotation_id, 'box-items');
    },
  });
}
