import type { BoxItem, ListResponse } from '@freight/domain';
import { apiClient } from '../../shared/api/apiClient';

/** The most rows the list API answers per call. */
const PAGE = 1000;

/**
 * Every box item of one quotation in creation order, filtered by the server (the spec's original read
 * everything and filtered in the browser). A quotation rarely has more than one page; more are read on.
 */
export async function fetchQuotationBoxItems(quotationId: number, signal?: AbortSignal): Promise<BoxItem[]> {
  const rows: BoxItem[] = [];
  for (;;) {
    const page = await apiClient.get<ListResponse<BoxItem>>('/box_items', {
      signal,
      query: { quotation_id: quotationId, order_by: 'created_at ASC', limit: PAGE, offset: rows.length },
    });
    rows.push(...page.data);
    if (page.data.length === 0 || rows.length >= page.total) return rows;
  }
}
