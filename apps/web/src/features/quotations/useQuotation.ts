import { quotationsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { quotationKeys } from './quotationKeys';

/** One quotation by id; disabled while the id is missing or not a number. */
export function useQuotation(id: number | null) {
  return useQuery({
    queryKey: quotationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => callApi(quotationsApi.get, { params: { id }, signal }),
    enabled: id !== null,
  });
}
