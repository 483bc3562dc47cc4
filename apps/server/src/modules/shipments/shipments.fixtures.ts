import { expect } from 'vitest';
import type { QuotationApi } from '../quotations/quotation-contents.fixtures';

/** A quotation with a cargo line and a priced cost line, ready to be accepted or moved. */
export async function quotationWithContents(api: QuotationApi, extra: object = {}) {
  const q = await api.newQuotation({ client_name: 'Ñandú Logística S.A.', currency: 'EUR', ...extra });
  await api.addCargoLine(q.id, { name: 'Palé de aceite', quantity: 3 });
  await api.addCostLine(q.id, { description: 'Flete marítimo', total_cost: 1250.5 });
  return api.getQuotation(q.id);
}

/** Moves the quotation to `status` as staff; answers the raw response. */
export function moveQuotation(api: QuotationApi, id: number, status: string) {
  // A cancellation says why the quote was lost.
  const reason = status === 'Cancelled' ? { lost_reason: 'price' } : {};
  return api.call('PUT', `/quotations/${id}`, { status, ...reason });
}

/** The shipments of one quotation, as the list answers them. */
export async function shipmentsOf(api: QuotationApi, quotationId: number) {
  const res = await api.call('GET', `/shipments?quotation_id=${quotationId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; shipment_number: string; status: string }[];
}

/** The one shipment of a quotation, in full. */
export async function shipmentOf(api: QuotationApi, quotationId: number) {
  const [row] = await shipmentsOf(api, quotationId);
  expect(row, 'the quotation has a shipment').toBeDefined();
  return (await api.call('GET', `/shipments/${row!.id}`)).json();
}
