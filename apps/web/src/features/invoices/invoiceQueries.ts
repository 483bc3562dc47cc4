import { invoiceSettingsApi, invoicesApi } from '@freight/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { fetchList } from '../../shared/api/fetchList';
import { readableDay, readableId } from '../../shared/list/DayRangeClientFields';
import type { ListPaging } from '../../shared/list/listTypes';

/** The invoices' cache keys: every read starts with 'invoices', so one invalidation refreshes them all. */
const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: object) => ['invoices', 'list', query] as const,
  totals: (query: object) => ['invoices', 'totals', query] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
  history: (id: number) => ['invoices', 'history', id] as const,
  ofShipment: (shipmentId: number) => ['invoices', 'of-shipment', shipmentId] as const,
};

const LIST_FIELDS = [
  'id',
  'kind',
  'number',
  'status',
  'client_name',
  'shipment_number',
  'currency',
  'issue_date',
  'due_date',
  'total',
  'amount_due',
] as const;

export interface InvoiceFilters {
  status: string;
  currency: string;
  search: string;
  /** Due dates from and to (YYYY-MM-DD) and the client contact's id; a hand-edited unreadable one is left out. */
  dueFrom?: string;
  dueTo?: string;
  contact?: string;
}

function listQuery(filters: InvoiceFilters) {
  return {
    ...(filters.status && { status: filters.status }),
    ...(filters.currency && { currency: filters.currency }),
    ...(filters.search && { q: filters.search }),
    ...(filters.dueFrom && readableDay(filters.dueFrom) && { due_from: filters.dueFrom }),
    ...(filters.dueTo && readableDay(filters.dueTo) && { due_to: filters.dueTo }),
    ...(filters.contact && readableId(filters.contact) && { contact_id: filters.contact }),
  };
}

/** One page of invoices and credit notes, filtered and paged by the server. */
export function useInvoices(filters: InvoiceFilters, paging: ListPaging, enabled = true) {
  const query = { ...paging, ...listQuery(filters) };
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => fetchList(invoicesApi.list, { signal, query, select: LIST_FIELDS }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type InvoiceRow = NonNullable<ReturnType<typeof useInvoices>['data']>['data'][number];

/** The tabs' counts and the matching documents' sums per currency. */
export function useInvoiceTotals(filters: InvoiceFilters, enabled = true) {
  const query = listQuery(filters);
  return useQuery({
    queryKey: invoiceKeys.totals(query),
    queryFn: ({ signal }) => callApi(invoicesApi.totals, { signal, query } as never),
    enabled,
  });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => callApi(invoicesApi.get, { params: { id }, signal }),
  });
}

/** The document's audit entries, newest first; refreshed with every invoice change. */
export function useInvoiceHistory(id: number) {
  return useQuery({
    queryKey: invoiceKeys.history(id),
    queryFn: ({ signal }) => callApi(invoicesApi.history, { params: { id }, signal }),
  });
}

export function useShipmentInvoices(shipmentId: number, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.ofShipment(shipmentId),
    queryFn: ({ signal }) => callApi(invoicesApi.forShipment, { params: { id: shipmentId }, signal }),
    enabled,
  });
}

/** A change to invoices: every invoice read is refreshed after it, since totals and statuses move together. */
export function useInvoiceChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** The named tax rates a draft's lines choose from; the same cache entry as Settings, Invoicing. */
export function useInvoiceTaxRates(enabled = true) {
  return useQuery({
    queryKey: ['settings', 'invoice-settings'],
    queryFn: ({ signal }) => callApi(invoiceSettingsApi.get, { signal }),
    enabled,
  });
}
