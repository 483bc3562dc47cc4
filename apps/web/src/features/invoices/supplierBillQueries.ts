import { jobProfitApi, supplierInvoicesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';

// Under 'invoices', so every invoice change (useInvoiceChange) refreshes the bills and the profit with them.
const supplierBillKeys = {
  ofShipment: (shipmentId: number) => ['invoices', 'supplier-bills', shipmentId] as const,
  profit: (shipmentId: number) => ['invoices', 'profit', shipmentId] as const,
};

/** The shipment's supplier bills, expected costs and tolerance. */
export function useShipmentSupplierBills(shipmentId: number, enabled = true) {
  return useQuery({
    queryKey: supplierBillKeys.ofShipment(shipmentId),
    queryFn: ({ signal }) => callApi(supplierInvoicesApi.forShipment, { params: { id: shipmentId }, signal }),
    enabled,
  });
}

/** The shipment's revenue, cost and margins. */
export function useShipmentProfit(shipmentId: number, enabled = true) {
  return useQuery({
    queryKey: supplierBillKeys.profit(shipmentId),
    queryFn: ({ signal }) => callApi(jobProfitApi.forShipment, { params: { id: shipmentId }, signal }),
    enabled,
  });
}
