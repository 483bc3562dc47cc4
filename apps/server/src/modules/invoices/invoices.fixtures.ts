import { expect } from 'vitest';
import type { QuotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, shipmentOf } from '../shipments/shipments.fixtures';

interface ShipmentWithCharges {
  id: number;
  shipment_number: string;
  currency: string;
  contact_id: number;
  charges: { id: number; sell_amount: number; client_description: string }[];
}

/**
 * An accepted quotation's shipment in `currency` with one sell charge per amount (the cost lines' client
 * texts in Spanish), and the quotation's sell total as the quotation answers it.
 */
export async function shipmentWithCharges(
  api: QuotationApi,
  currency: string,
  amounts: number[],
  quotationFields: object = {},
) {
  const q = await api.newQuotation({ client_name: 'Ñandú Logística S.A.', currency, ...quotationFields });
  await api.addCargoLine(q.id, { name: 'Palé de aceite', quantity: 3 });
  for (const [i, amount] of amounts.entries()) {
    await api.addCostLine(q.id, {
      description: `Flete ${i + 1} (interno)`,
      client_description: `Flete marítimo tramo ${i + 1}`,
      total_cost: amount,
    });
  }
  const quotation = await api.getQuotation(q.id);
  expect((await moveQuotation(api, q.id, 'Active')).statusCode).toBe(200);
  const shipment = (await shipmentOf(api, q.id)) as ShipmentWithCharges;
  return { shipment, quotation };
}

/** Makes a draft from the shipment (all charges, or those named) and answers the raw response. */
export function draftFor(api: QuotationApi, shipmentId: number, body: object = {}) {
  return api.call('POST', `/shipments/${shipmentId}/invoices`, body);
}

/** A draft made and issued; answers the issued invoice. */
export async function issuedInvoice(api: QuotationApi, shipmentId: number, body: object = {}) {
  const draft = await draftFor(api, shipmentId, body);
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await api.call('POST', `/invoices/${draft.json().id}/issue`);
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json();
}
