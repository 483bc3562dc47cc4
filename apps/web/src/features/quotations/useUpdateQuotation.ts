import type { QuotationUpdate } from '@freight/domain';
import { quotationsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { quotationKeys } from './quotationKeys';
import { useInvalidateQuotations } from './useInvalidateQuotations';

export interface QuotationUpdateRequest {
  id: number;
  changes: QuotationUpdate;
  /** The version the change is based on; a stale one is answered 412 and nothing is written. */
  version: number;
}

/**
 * PUT /quotations/{id} with `If-Match`. The answer replaces the cached quotation (so the detail page shows
 * it at once) and the lists and counts are refreshed, since a status or date change moves rows around.
 */
export function useUpdateQuotation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateQuotations();
  return useMutation({
    mutationFn: ({ id, changes, version }: QuotationUpdateRequest) =>
      callApi(quotationsApi.update, { params: { id }, body: changes, ifMatch: version }),
    onSuccess: (updated) => {
      queryClient.setQueryData(quotationKeys.detail(updated.id), updated);
      void invalidate();
    },
  });
}
