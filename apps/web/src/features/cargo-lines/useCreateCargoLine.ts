import type { CargoLineCreateInput } from '@freight/domain';
import { cargoLinesApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshQuotationContents } from '../quotations/data/useRefreshQuotationContents';

/** POST /box_items; resolves once the quotation's fresh totals and version have been read back. */
export function useCreateCargoLine() {
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: (input: CargoLineCreateInput) => callApi(cargoLinesApi.create, { body: input }),
    onSuccess: (item) => refresh(item.quotation_id, 'cargo-lines'),
  });
}
