import { quotationsApi } from '@freight/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';

/** One quotation by id: the one read of a quotation, for `useQuotation` and imperative `fetchQuery` calls. */
export function quotationQuery(id: number) {
  return queryOptions({
    queryKey: quotationKeys.detail(id),
    queryFn: ({ signal }) => callApi(quotationsApi.get, { params: { id }, signal }),
  });
}
