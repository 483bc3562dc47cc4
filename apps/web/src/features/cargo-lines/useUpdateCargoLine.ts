import type { CargoLineUpdateInput } from '@freight/domain';
import { cargoLinesApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { cargoLineKeys } from '../../shared/api/queryKeys';
import { useRefreshQuotationContents } from '../quotations/data/useRefreshQuotationContents';

interface UpdateCargoLineVariables {
  id: number;
  changes: CargoLineUpdateInput;
  /** The version the user edited; a newer one on the server answers 412 and nothing is written. */
  version: number;
}

/** PUT /box_items/{id} with `If-Match`; resolves once the quotation's fresh totals have been read back. */
export function useUpdateCargoLine() {
  const queryClient = useQueryClient();
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: ({ id, changes, version }: UpdateCargoLineVariables) =>
      callApi(cargoLinesApi.update, { params: { id }, body: changes, ifMatch: version }),
    onSuccess: (item) => {
      queryClient.setQueryData(cargoLineKeys.detail(item.id), item);
      return refresh(item.quotation_id, 'cargo-lines');
    },
  });
}
