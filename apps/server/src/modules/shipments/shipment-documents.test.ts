import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { pdfPages, setCompany } from '../quotations/quote-send.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

const ctx = adminQuotationApi();

const LONG_DESCRIPTION =
  'Cajas de azulejos de cerámica esmaltada para revestimiento de paredes interiores, embaladas en palés de madera ' +
  'tratada con certificado NIMF 15, cada palé envuelto en film estirable y con esquineros de cartón reforzado';

async function contact(fields: object) {
  const res = await ctx.api.call('POST', '/contacts', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** An accepted sea shipment with every party, references, a main leg with vessel and times, and long cargo. */
async function bookedShipment(mode = 'Sea FCL') {
  const { api } = ctx;
  const q = await quotationWithContents(api, {
    transport_mode: mode,
    origin_code: 'CNSGH',
    destination_code: 'DEHAM',
    incoterm: mode.startsWith('Sea') ? 'FOB' : 'FCA',
    incoterm_place: 'Shanghai',
  });
  await api.addCargoLine(q.id, { name: LONG_DESCRIPTION, quantity: 12, hs_code: '690721' });
  await moveQuotation(api, q.id, 'Active');
  const shipment = await shipmentOf(api, q.id);
  const shipper = await contact({ name: 'Li', last_name: 'Wei', company_name: 'Shanghai Ceramics Co.' });
  const consignee = await contact({
    name: 'فاطمة',
    last_name: 'الزهراء',
    company_name: 'شركة الخليج للتجارة',
  });
  const notify = await contact({ name: 'José', last_name: 'Muñoz', company_name: 'Agencia Aduanal Muñoz' });
  const saved = await api.call(
    'PUT',
    `/shipments/${shipment.id}`,
    {
      booking_reference: 'BKG-4471',
      carrier_reference: 'MAEU123456789',
      shipper_contact_id: shipper,
      consignee_contact_id: consignee,
      notify_contact_id: notify,
    },
    { 'if-match': String(shipment.version) },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const [leg] = shipment.legs;
  const legSaved = await api.call(
    'PUT',
    `/shipment_legs/${leg.id}`,
    {
      carrier: 'Maersk',
      vessel_or_flight: 'Maersk Essen',
      voyage: '245W',
      etd: '2026-12-02T10:00:00Z',
      eta: '2026-12-28T06:00:00Z',
    },
    { 'if-match': String(leg.version) },
  );
  expect(legSaved.statusCode, legSaved.body).toBe(200);
  return { quotation: q, shipment: saved.json() };
}

const pdfOf = (id: number, kind: string, cookie: string | null) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/api/1/shipments/${id}/documents/${kind}.pdf?download=1`,
    headers: cookie ? { cookie } : {},
  });

let adminCookie: string | undefined;
/** An admin's session (shipments and quotations in full), made on first use. */
async function admin() {
  adminCookie ??= (await ctx.t.signedInUser({ role: 'admin' })).cookie;
  return adminCookie;
}

async function textOf(id: number, kind: string, cookie?: string) {
  const res = await pdfOf(id, kind, cookie ?? (await admin()));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, pages: await pdfPages(res.rawPayload) };
}

/** Every text item pdf.js reads from the PDF's pages: each line a document placed is one or more items. */
async function textItems(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const items: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) items.push(item.str);
  }
  await pdf.destroy();
  return items;
}

/** pdf.js reports each placed run on its own; joined with single spaces, a wrapped text reads as one line. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ');

describe('GET /shipments/{id}/documents/booking_confirmation.pdf', () => {
  it('prints the company, number, references, parties, route with names, the leg, cargo and milestones', async () => {
    const admin = await ctx.t.signedInUser({ role: 'admin' });
    await setCompany(ctx.t, admin.cookie, {
      company_name: 'Harbour Freight Ltd',
      address: '1 Quay Street\nRotterdam',
      date_format: 'DD/MM/YYYY',
      footer: 'Harbour Freight Ltd · Registered in Rotterdam',
    });
    const { shipment } = await bookedShipment();
    const { res, pages } = await textOf(shipment.id, 'booking_confirmation', admin.cookie);
    expect(res.headers['content-disposition']).toContain(
      `${shipment.shipment_number} Booking confirmation.pdf`,
    );
    const text = squeezed(pages.join(' '));
    for (const expected of [
      'Harbour Freight Ltd',
      'Booking confirmation',
      shipment.shipment_number,
      shipment.quotation_number,
      'BKG-4471',
      'MAEU123456789',
      shipment.house_reference,
      'FOB Free on Board, Shanghai',
      'Shanghai Ceramics Co.',
      'Agencia Aduanal Muñoz',
      'Hamburg',
      'Shanghai',
      'Maersk Essen / 245W',
      '02/12/2026 10:00 UTC',
      '28/12/2026 06:00 UTC',
      'Palé de aceite',
      'HS 690721',
      'Vessel departed',
      'Registered in Rotterdam',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The consignee's Arabic name prints in Arabic letters (pdf.js reads a right-to-left run word by word).
    for (const word of ['شركة', 'الخليج', 'للتجارة']) expect(text).toContain(word);
    // A long description wraps inside its column: every word is there, and its first and last words are on
    // different lines (pdf.js gives each placed line as its own text item).
    for (const word of LONG_DESCRIPTION.split(' ')) expect(text).toContain(word);
    const items = await textItems(res.rawPayload);
    const firstLine = items.find((item) => item.startsWith('Cajas de azulejos'));
    expect(firstLine).toBeDefined();
    expect(firstLine).not.toContain('reforzado');
    // Charges are internal to the desk: no amount from the quotation is printed.
    expect(text).not.toContain('1,250.50');
    expect(text).not.toContain('Flete marítimo');
  });

  it('answers 404 for an unknown shipment and 403 without shipments view', async () => {
    expect((await pdfOf(999999, 'booking_confirmation', await admin())).statusCode).toBe(404);
    const { shipment } = await bookedShipment();
    const outsider = await ctx.t.signedInUser({ grants: { quotations: ['view', 'edit'] } });
    expect((await pdfOf(shipment.id, 'booking_confirmation', outsider.cookie)).statusCode).toBe(403);
    expect((await pdfOf(shipment.id, 'house_bill', outsider.cookie)).statusCode).toBe(403);
    expect((await pdfOf(shipment.id, 'house_bill', null)).statusCode).toBe(401);
  });
});

describe('GET /shipments/{id}/documents/house_bill.pdf', () => {
  it("is a draft house bill of lading for sea with every box's value", async () => {
    const { shipment } = await bookedShipment();
    const { res, pages } = await textOf(shipment.id, 'house_bill');
    expect(res.headers['content-disposition']).toContain(`${shipment.shipment_number} House bill.pdf`);
    const text = squeezed(pages.join(' '));
    const boxes: [string, string][] = [
      ['House bill of lading (draft)', ''],
      ['SHIPPER', 'Shanghai Ceramics Co.'],
      ['SHIPPER', 'Li Wei'],
      ['CONSIGNEE', 'الخليج'],
      ['NOTIFY PARTY', 'José Muñoz'],
      ['B/L NUMBER', shipment.house_reference],
      ['CARRIER REFERENCE', 'MAEU123456789'],
      ['OCEAN VESSEL / VOYAGE', 'Maersk Essen / 245W'],
      ['PORT OF LOADING', 'CNSGH'],
      ['PORT OF DISCHARGE', 'DEHAM'],
      ['PLACE OF RECEIPT', 'Shanghai'],
      ['PLACE OF DELIVERY', 'Hamburg'],
      ['Marks and numbers', shipment.house_reference],
      ['Number and kind of packages', '12 packages'],
      ['Description of goods', 'Palé de aceite'],
      ['Gross weight (kg)', '1,200.00'],
      ['Measurement (m³)', '12.000'],
      ['DRAFT', 'esquineros'],
    ];
    for (const [label, value] of boxes) {
      expect(text, label).toContain(label);
      expect(text, `${label}: ${value}`).toContain(value);
    }
    // Every page carries the watermark.
    for (const page of pages) expect(page).toContain('DRAFT');
  });

  it('is a house air waybill for air and a consignment note for road', async () => {
    const air = (await bookedShipment('Air')).shipment;
    const airText = squeezed((await textOf(air.id, 'house_bill')).pages.join(' '));
    for (const label of [
      'House air waybill (draft)',
      'HAWB NUMBER',
      'FLIGHT / DATE',
      'AIRPORT OF DEPARTURE',
      'AIRPORT OF DESTINATION',
    ]) {
      expect(airText).toContain(label);
    }
    const road = (await bookedShipment('Road')).shipment;
    const roadText = squeezed((await textOf(road.id, 'house_bill')).pages.join(' '));
    for (const label of ['Consignment note (draft)', 'PLACE OF LOADING', 'PLACE OF UNLOADING']) {
      expect(roadText).toContain(label);
    }
  });
});

describe("the shipment's filed documents", () => {
  it('files each PDF in the quotation folder once per change and lists them on the shipment', async () => {
    const { quotation, shipment } = await bookedShipment();
    await textOf(shipment.id, 'booking_confirmation');
    await textOf(shipment.id, 'booking_confirmation');
    await textOf(shipment.id, 'house_bill');
    const listed = await ctx.api.call('GET', `/shipments/${shipment.id}/documents`);
    expect(listed.statusCode, listed.body).toBe(200);
    const names = listed
      .json()
      .data.map((d: { name: string }) => d.name)
      .sort();
    expect(names).toEqual([
      `${shipment.shipment_number} Booking confirmation.pdf`,
      `${shipment.shipment_number} House bill.pdf`,
    ]);
    // The same data twice files one version; a change files the next.
    expect(listed.json().data.every((d: { version_number: number }) => d.version_number === 1)).toBe(true);
    await ctx.api.call(
      'PUT',
      `/shipments/${shipment.id}`,
      { booking_reference: 'BKG-4472' },
      { 'if-match': String(shipment.version) },
    );
    await textOf(shipment.id, 'booking_confirmation');
    const again = (await ctx.api.call('GET', `/shipments/${shipment.id}/documents`)).json().data;
    expect(again.find((d: { name: string }) => d.name.includes('Booking')).version_number).toBe(2);
    // They sit in the quotation's folder, beside the quote's own PDFs.
    const folder = (await ctx.api.call('POST', `/quotations/${quotation.id}/document_folder`)).json();
    const contents = (await ctx.api.call('GET', `/folders/${folder.id}/contents`)).json();
    expect(contents.documents.map((d: { name: string }) => d.name)).toContain(
      `${shipment.shipment_number} House bill.pdf`,
    );
  });

  it('a shipments viewer without quotations edit gets the PDF and nothing is filed', async () => {
    const { shipment } = await bookedShipment();
    const viewer = await ctx.t.signedInUser({ grants: { shipments: ['view'], quotations: ['view'] } });
    await textOf(shipment.id, 'house_bill', viewer.cookie);
    const listed = await ctx.t.call('GET', `/shipments/${shipment.id}/documents`, viewer.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([]);
  });
});
