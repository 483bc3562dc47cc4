import type { CostLineUpdateInput } from '@freight/domain';
import { costLinesApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { useRefreshQuotationContents } from '../quotations/data/useRefreshQuotationContents';

interface UpdateCostLineVariables {
  id: number;
  quotationId: number;
  /** The version the form was opened on: a colleague's save in between answers 412. */
  version: number;
  changes: CostLineUpdateInput;
}

/** PUT /cost_items/{id} with If-Match; the lines are read again whether it worked or lost a race. */
export function useUpdateCostLine() {
  const refresh = useRefreshQuotationContents();
  return useMutation({
    mutationFn: ({ id, version, changes }: UpdateCostLineVariables) =>
      callApi(costLinesApi.update, { params: { id }, body: changes, ifMatch: version }),
    onSettled: (_item, _error, { quotationId }) => refresh(quotationId, 'cost-lines'),
  });
}
