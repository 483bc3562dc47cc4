import type { CostLineCreateInput } from '@freight/domain';
import { costLinesApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshQuotationContents } from '../quotations/data/useRefreshQuotationContents';

/** POST /cost_items; the server computes the total and puts the line last. */
export function useCreateCostLine() {
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: (input: CostLineCreateInput) => callApi(costLinesApi.create, { body: input }),
    onSuccess: (item) => refresh(item.quotation_id, 'cost-lines'),
  });
}
