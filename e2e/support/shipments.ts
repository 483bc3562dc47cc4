import { type APIRequestContext, expect } from '@playwright/test';
import { addPricedCostLine, createQuotationForClient, type Quotation } from './quotations';

/** A shipment as `GET /api/1/shipments/{id}` answers it: the fields the specs read. */
export interface ShipmentRecord {
  id: number;
  shipment_number: string;
  status: string;
  version: number;
  quotation_id: number;
  consignee_contact_id: number | null;
  tracking_url: string;
  legs: { id: number; kind: string; etd: string | null; eta: string | null; version: number }[];
  milestones: {
    id: number;
    key: string;
    planned_at: string | null;
    actual_at: string | null;
    status: string;
  }[];
  [field: string]: unknown;
}

export async function fetchShipment(request: APIRequestContext, id: number): Promise<ShipmentRecord> {
  const res = await request.get(`/api/1/shipments/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ShipmentRecord;
}

/**
 * A client with an e-mail address, a quotation for them with one priced cost line, moved to Active by staff:
 * the shipment that move made, and the quotation.
 */
export async function shipmentOfActiveQuotation(
  request: APIRequestContext,
  clientName: string,
  clientEmail: string,
  costLine = 'Flete marítimo',
): Promise<{ quotation: Quotation; shipment: ShipmentRecord }> {
  const quotation = await createQuotationForClient(request, clientName, clientEmail);
  await addPricedCostLine(request, quotation.id, { description: costLine, total_cost: 1250.5 });
  const moved = await request.put(`/api/1/quotations/${quotation.id}`, { data: { status: 'Active' } });
  expect(moved.status(), await moved.text()).toBe(200);
  const list = await request.get(`/api/1/shipments?quotation_id=${quotation.id}`);
  const [listed] = ((await list.json()) as { data: { id: number }[] }).data;
  expect(listed, 'the shipment made by the move to Active').toBeDefined();
  return { quotation, shipment: await fetchShipment(request, listed!.id) };
}
