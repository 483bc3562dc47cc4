import { quotationsApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { usePermission } from '../../auth/session/usePermission';

/**
 * Quotations per status for the sidebar badges. Asked only of users who may view quotations (the server
 * would answer 403). Every quotation change invalidates it; the interval picks up colleagues' changes.
 */
export function useQuotationCounts() {
  const canView = usePermission('quotations', 'view');
  return useQuery({
    queryKey: quotationKeys.counts(),
    queryFn: ({ signal }) => callApi(quotationsApi.counts, { signal }),
    enabled: canView,
    refetchInterval: 60_000,
  });
}
