import { type CargoLine, cargoLinesApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { cargoLineKeys } from '../../shared/api/queryKeys';
import { useRefreshQuotationContents } from '../quotations/data/useRefreshQuotationContents';

/** DELETE /box_items/{id}; resolves once the quotation's fresh totals have been read back. */
export function useDeleteCargoLine() {
  const queryClient = useQueryClient();
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: (item: Pick<CargoLine, 'id' | 'quotation_id'>) =>
      callApi(cargoLinesApi.remove, { params: { id: item.id } }),
    onSuccess: (_nothing, item) => {
      queryClient.removeQueries({ queryKey: cargoLineKeys.detail(item.id) });
      return refresh(item.quotation_id, 'cargo-lines');
    },
  });
}
