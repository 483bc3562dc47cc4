import type { BoxItemUpdateInput } from '@freight/domain';
import { boxItemsApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
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
      callApi(boxItemsApi.update, { params: { id }, body: changes, ifMatch: version }),
    onSuccess: () => invalidate(),
  });
}
