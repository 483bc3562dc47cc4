import { boxItemsApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useInvalidateQuotationContents } from './useInvalidateQuotationContents';

/** DELETE /box_items/{id}; resolves once the quotation's fresh totals have been read back. */
export function useDeleteBoxItem() {
  const invalidate = useInvalidateQuotationContents();
  return useMutation({
    mutationFn: (id: number) => callApi(boxItemsApi.remove, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
