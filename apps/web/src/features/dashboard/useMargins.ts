import { jobProfitApi, type MarginGroup } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';

/**
 * The margins per month, client or lane. Under 'invoices', so an invoice or a supplier bill recorded
 * (useInvoiceChange refreshes that key) refreshes the card too.
 */
export function useMargins(group: MarginGroup, enabled: boolean) {
  return useQuery({
    queryKey: ['invoices', 'dashboard-margins', group],
    queryFn: ({ signal }) => callApi(jobProfitApi.margins, { query: { group }, signal }),
    enabled,
  });
}
