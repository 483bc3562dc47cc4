import type { BoxItemCreateInput } from '@freight/domain';
import { boxItemsApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshQuotationContents } from '../quotations/useRefreshQuotationContents';

/** POST /box_items; resolves once the quotation's fresh totals and version have been read back. */
export function useCreateBoxItem() {
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: (input: BoxItemCreateInput) => callApi(boxItemsApi.create, { body: input }),
    onSuccess: (item) => refresh(item.quotation_id, 'box-items'),
  });
}
