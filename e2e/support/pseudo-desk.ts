import { type APIRequestContext, expect } from '@playwright/test';
import { addCargoLine } from './cargo-lines';
import { seedContacts, uniqueTag } from './contacts';
import { seedInteractions, todayIso } from './interactions';
import { addPricedCostLine, createQuotationForClient } from './quotations';
import { fetchShipment, shipmentOfActiveQuotation } from './shipments';
import { createTask } from './tasks';

/** The records the pseudo-locale run opens: each carries words of its own, in Spanish, that no catalog has. */
export interface PseudoDesk {
  contactId: number;
  quotationId: number;
  shipmentId: number;
  invoiceId: number;
  /** The quotation's document folder, and the packing list filed in it. */
  folderId: number;
  documentName: string;
  /** A shipment whose cost is bought from a carrier, so it expects a supplier bill, and its issued invoice. */
  billedShipmentId: number;
  issuedInvoiceId: number;
  /** The signed-out pages' addresses: the client's tracking page and a colleague's invitation. */
  trackingPath: string;
  invitationPath: string;
}

/**
 * A client of a Valencia desk with a quotation moved to Active (a cost line, a cargo line, a document), its
 * shipment and draft invoice, a task and a support interaction; a second client's shipment with a carrier's
 * cost and an issued invoice (the supplier bill, payment and credit note dialogs); a pending invitation. Every
 * list and detail screen then draws a record whose words only `data-i18n-ignore` can let through the check.
 */
export async function seedPseudoDesk(request: APIRequestContext): Promise<PseudoDesk> {
  const tag = uniqueTag();
  const client = `Ñandú Logística ${tag}`;
  const { quotation, shipment } = await shipmentOfActiveQuotation(
    request,
    client,
    `cliente.${tag}@example.com`,
    'Flete marítimo Valencia–Shanghái',
  );
  await addCargoLine(request, quotation.id, { name: 'Cajas de cerámica esmaltada', quantity: 12 });
  const documentName = `Lista de embalaje ${tag}.txt`;
  const folderId = await fileDocument(request, quotation.id, documentName);
  const [contact] = await seedContacts(request, [
    { name: `Cerámicas Alcora ${tag}`, email: `pedidos.${tag}@example.com` },
  ]);
  await seedInteractions(request, [
    { contact_id: contact!.id, subject: 'Reclamación por rotura de mercancía', date: todayIso() },
  ]);
  // Overdue, so the longest badge of a card (the overdue date) is on screen at 390 px.
  await createTask(request, {
    title: `Llamar al transportista por la aduana ${tag}`,
    deadline: '2000-01-02T09:00:00Z',
  });
  const billed = await billedShipment(request, tag);
  const issuedInvoiceId = await draftInvoice(request, billed.id);
  const issued = await request.post(`/api/1/invoices/${issuedInvoiceId}/issue`);
  expect(issued.status(), await issued.text()).toBe(200);
  return {
    contactId: quotation.contact_id ?? contact!.id,
    quotationId: quotation.id,
    shipmentId: shipment.id,
    invoiceId: await draftInvoice(request, shipment.id),
    folderId,
    documentName,
    billedShipmentId: billed.id,
    issuedInvoiceId,
    trackingPath: new URL(shipment.tracking_url, 'http://desk').pathname,
    invitationPath: await invitationPath(request, `invitada.${tag}@example.com`),
  };
}

/** The shipment's draft invoice, made as its Invoice button does. */
async function draftInvoice(request: APIRequestContext, shipmentId: number): Promise<number> {
  const invoice = await request.post(`/api/1/shipments/${shipmentId}/invoices`, { data: {} });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return ((await invoice.json()) as { id: number }).id;
}

/** A client's quotation whose freight is bought from a carrier, moved to Active: its shipment. */
async function billedShipment(request: APIRequestContext, tag: string) {
  const quotation = await createQuotationForClient(
    request,
    `Azulejos del Turia ${tag}`,
    `compras.${tag}@example.com`,
  );
  // A purchase in EUR needs the day's EUR rate: fetch the feed now (its local stand-in) rather than race the
  // server's own import at start, which a run of this spec alone can outpace.
  const rates = await request.post('/api/1/exchange_rates/import');
  expect(rates.status(), await rates.text()).toBeLessThan(300);
  await addPricedCostLine(request, quotation.id, {
    description: 'Flete marítimo Valencia–Génova',
    total_cost: 900,
    supplier: 'Naviera Ñandú',
    buy_total: 500,
    buy_currency: 'EUR',
  });
  const moved = await request.put(`/api/1/quotations/${quotation.id}`, { data: { status: 'Active' } });
  expect(moved.status(), await moved.text()).toBe(200);
  const list = await request.get(`/api/1/shipments?quotation_id=${quotation.id}`);
  const [listed] = ((await list.json()) as { data: { id: number }[] }).data;
  return fetchShipment(request, listed!.id);
}

/** Invites a colleague as the Invite user dialog does: the path of the link the invitation e-mail carries. */
async function invitationPath(request: APIRequestContext, email: string): Promise<string> {
  const invited = await request.post('/api/1/invitations', { data: { email } });
  expect(invited.status(), await invited.text()).toBe(201);
  return new URL(((await invited.json()) as { link: string }).link, 'http://desk').pathname;
}

/** Files a small text document in the quotation's folder, as its Documents dialog does: the folder's id. */
async function fileDocument(request: APIRequestContext, quotationId: number, name: string): Promise<number> {
  const folder = await request.post(`/api/1/quotations/${quotationId}/document_folder`);
  expect(folder.status(), await folder.text()).toBeLessThan(300);
  const upload = await request.post('/api/1/files?purpose=document', {
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from('Cajas: 12\n') } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [{ data }] = (await upload.json()) as { data: { id: number } }[];
  const folderId = ((await folder.json()) as { id: number }).id;
  const filed = await request.post('/api/1/documents', { data: { folder_id: folderId, upload_id: data.id } });
  expect(filed.status(), await filed.text()).toBe(201);
  return folderId;
}
