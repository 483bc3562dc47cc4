import type { BoxItemCreateInput } from '@freight/domain';
import { boxItemsApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useInvalidateQuotationContents } from './useInvalidateQuotationContents';

/** POST /box_items; resolves once the quotation's fresh totals and version have been read back. */
export function useCreateBoxItem() {
  const invalidate = useInvalidateQuotationContents();
  return useMutation({
    mutationFn: (input: BoxItemCreateInput) => callApi(boxItemsApi.create, { body: input }),
    onSuccess: () => invalidate(),
  });
}
