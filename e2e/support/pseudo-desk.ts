import { type APIRequestContext, expect } from '@playwright/test';
import { addCargoLine } from './cargo-lines';
import { seedContacts, uniqueTag } from './contacts';
import { seedInteractions, todayIso } from './interactions';
import { shipmentOfActiveQuotation } from './shipments';
import { createTask } from './tasks';

/** The records the pseudo-locale run opens: each carries words of its own, in Spanish, that no catalog has. */
export interface PseudoDesk {
  contactId: number;
  quotationId: number;
  shipmentId: number;
  invoiceId: number;
}

/**
 * A client of a Valencia desk with a quotation moved to Active (a cost line, a cargo line, a document), its
 * shipment and draft invoice, a task and a support interaction: every list and detail screen of the main path
 * then draws a record whose words only `data-i18n-ignore` can let through the check.
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
  await fileDocument(request, quotation.id, `Lista de embalaje ${tag}.txt`);
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
  const invoice = await request.post(`/api/1/shipments/${shipment.id}/invoices`, { data: {} });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return {
    contactId: quotation.contact_id ?? contact!.id,
    quotationId: quotation.id,
    shipmentId: shipment.id,
    invoiceId: ((await invoice.json()) as { id: number }).id,
  };
}

/** Files a small text document in the quotation's folder, as its Documents dialog does. */
async function fileDocument(request: APIRequestContext, quotationId: number, name: string) {
  const folder = await request.post(`/api/1/quotations/${quotationId}/document_folder`);
  expect(folder.status(), await folder.text()).toBeLessThan(300);
  const upload = await request.post('/api/1/files?purpose=document', {
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from('Cajas: 12\n') } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [{ data }] = (await upload.json()) as { data: { id: number } }[];
  const filed = await request.post('/api/1/documents', {
    data: { folder_id: ((await folder.json()) as { id: number }).id, upload_id: data.id },
  });
  expect(filed.status(), await filed.text()).toBe(201);
}
