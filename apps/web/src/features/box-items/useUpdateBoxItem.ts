import type { BoxItem, BoxItemUpdateInput } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import { useInvalidateQuotationContents } from './useInvalidateQuotationContents';

interface UpdateBoxItemVariables {
  id: number;
  changes: BoxItemUpdateInput;
  /** The version the user edited; a newer one on the server answers 412 and nothing is written. */
  version: number;
}

/** PUT /box_items/{id} with `If-Match`; resolves once the quotation's fresh totals have been read back. */
export function useUpdateBoxItem() {
  const invalidate = useInvalidateQuotationContents();
  return useMutation({
    mutationFn: ({ id, changes, version }: UpdateBoxItemVariables) =>
      apiClient.put<BoxItem>(`/box_items/${id}`, changes, { ifMatch: version }),
    onSuccess: () => invalidate(),
  });
}
