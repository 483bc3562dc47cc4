import { expect } from 'vitest';
import type { QuotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, shipmentOf } from '../shipments/shipments.fixtures';

export interface CostLineSpec {
  sell: number;
  /** The buy side; left out for a charge with nothing to buy. */
  buy?: { supplier: string; total: number; currency?: string };
}

interface ShipmentWithBuyCharges {
  id: number;
  currency: string;
  quotation_id: number;
  charges: {
    id: number;
    sell_amount: number;
    buy_total: number | null;
    buy_cost: number | null;
    supplier: string;
  }[];
}

/** An accepted quotation's shipment in `currency` with one charge per spec, sell and buy side. */
export async function shipmentWithCosts(api: QuotationApi, currency: string, lines: CostLineSpec[]) {
  const q = await api.newQuotation({ client_name: 'Ñandú Logística S.A.', currency });
  await api.addCargoLine(q.id, { name: 'Palé de aceite', quantity: 3 });
  for (const [i, line] of lines.entries()) {
    await api.addCostLine(q.id, {
      description: `Tramo ${i + 1}`,
      total_cost: line.sell,
      ...(line.buy && {
        supplier: line.buy.supplier,
        buy_total: line.buy.total,
        buy_currency: line.buy.currency ?? currency,
      }),
    });
  }
  expect((await moveQuotation(api, q.id, 'Active')).statusCode).toBe(200);
  return (await shipmentOf(api, q.id)) as ShipmentWithBuyCharges;
}

/** Records a bill on the shipment and answers the raw response. */
export function recordBill(
  api: QuotationApi,
  shipmentId: number,
  bill: {
    supplier: string;
    number: string;
    currency: string;
    lines: { expected_cost_id: number; amount: number }[];
  },
) {
  return api.call('POST', `/shipments/${shipmentId}/supplier_invoices`, { date: '2026-11-20', ...bill });
}
