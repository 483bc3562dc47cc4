import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import { useInvalidateQuotationContents } from './useInvalidateQuotationContents';

/** DELETE /box_items/{id}; resolves once the quotation's fresh totals have been read back. */
export function useDeleteBoxItem() {
  const invalidate = useInvalidateQuotationContents();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/box_items/${id}`),
    onSuccess: () => invalidate(),
  });
}
