import type { BoxItem, BoxItemCreateInput } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import { useInvalidateQuotationContents } from './useInvalidateQuotationContents';

/** POST /box_items; resolves once the quotation's fresh totals and version have been read back. */
export function useCreateBoxItem() {
  const invalidate = useInvalidateQuotationContents();
  return useMutation({
    mutationFn: (input: BoxItemCreateInput) => apiClient.post<BoxItem>('/box_items', input),
    onSuccess: () => invalidate(),
  });
}
