import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { quotationApi } from '../quotations/quotation-contents.fixtures';
import { sendingTestApp } from '../quotations/quotation-revisions.fixtures';
import { pdfPages, setCompany } from '../quotations/quote-send.fixtures';
import { draftFor, issuedInvoice, shipmentWithCharges } from './invoices.fixtures';

const sending = sendingTestApp({ from: 'ShipDesk <desk@desk.test>', envelopeFrom: 'relay@desk.test' });

async function pdfText(id: number, cookie = sending.adminCookie) {
  const res = await sending.t.call('GET', `/invoices/${id}/pdf?download=1`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, text: (await pdfPages(res.rawPayload)).join(' ') };
}

async function setBank() {
  const current = await sending.t.call('GET', '/invoice_settings', sending.adminCookie);
  const res = await sending.t.call(
    'PUT',
    '/invoice_settings',
    sending.adminCookie,
    { bank_name: 'Banco Sabadell', bank_iban: 'ES91 2100 0418 4502 0005 1332', bank_bic: 'CAIXESBBXXX' },
    { 'if-match': String(current.json().version) },
  );
  expect(res.statusCode, res.body).toBe(200);
}

const send = (id: number, body: object, cookie = sending.adminCookie) =>
  sending.t.call('POST', `/invoices/${id}/send`, cookie, body);

describe('GET /invoices/{id}/pdf', () => {
  it('prints the company, client, lines, taxes per rate, totals in KWD with 3 decimals, bank and reference', async () => {
    await setCompany(sending.t, sending.adminCookie, { company_name: 'Harbour Freight Ltd' });
    await setBank();
    const { shipment } = await shipmentWithCharges(sending.api, 'KWD', [100.125, 50]);
    const invoice = await issuedInvoice(sending.api, shipment.id);
    const { res, text } = await pdfText(invoice.id);
    expect(res.headers['content-disposition']).toContain(`Invoice ${invoice.number}.pdf`);
    expect(text).toContain('Harbour Freight Ltd');
    expect(text).toContain(invoice.number);
    expect(text).toContain('Ñandú Logística S.A.');
    expect(text).toContain('Flete marítimo tramo 1');
    expect(text).toContain('KWD 100.125');
    expect(text).toMatch(/Standard 21% on KWD 150\.125/);
    expect(text).toContain(`KWD ${invoice.total.toFixed(3)}`);
    expect(text).toContain('ES91 2100 0418 4502 0005 1332');
    expect(text).toContain('Payment reference');
    expect(text).not.toContain('DRAFT');
  });

  it("marks a draft 'DRAFT', prints JPY without decimals and the reverse-charge note of a line using it", async () => {
    const { shipment } = await shipmentWithCharges(sending.api, 'JPY', [125000]);
    const draft = (await draftFor(sending.api, shipment.id)).json();
    const put = await sending.api.call(
      'PUT',
      `/invoices/${draft.id}`,
      { lines: [{ id: draft.lines[0].id, tax_rate_name: 'Reverse charge' }] },
      { 'if-match': String(draft.version) },
    );
    expect(put.statusCode, put.body).toBe(200);
    const { res, text } = await pdfText(draft.id);
    expect(res.headers['content-disposition']).toContain(`Draft invoice ${draft.id}.pdf`);
    expect(text).toContain('DRAFT');
    expect(text).toContain('¥125,000');
    expect(text).not.toContain('¥125,000.00');
    expect(text).toContain('Article 196, Council Directive 2006/112/EC');
  });

  it('takes invoices:view (403 without) and answers 404 for an unknown invoice', async () => {
    const { shipment } = await shipmentWithCharges(sending.api, 'EUR', [10]);
    const draft = (await draftFor(sending.api, shipment.id)).json();
    const outsider = await sending.t.signedInUser({ grants: { shipments: ['view'] } });
    expect((await sending.t.call('GET', `/invoices/${draft.id}/pdf`, outsider.cookie)).statusCode).toBe(403);
    expect((await sending.t.call('GET', '/invoices/999999/pdf', sending.adminCookie)).statusCode).toBe(404);
  });
});

describe('POST /invoices/{id}/send', () => {
  it("mails the issued invoice's PDF from the company's e-mail and records it in the audit", async () => {
    await setCompany(sending.t, sending.adminCookie, { email: 'billing@harbour.test' });
    const { shipment } = await shipmentWithCharges(sending.api, 'EUR', [1200.5]);
    const invoice = await issuedInvoice(sending.api, shipment.id);
    const res = await send(invoice.id, { to: ['pagos@nandu.test'], cc: ['ops@nandu.test'] });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ to: ['pagos@nandu.test'], cc: ['ops@nandu.test'] });
    const mail = await sending.smtp.waitFor((m) => m.subject === `Invoice ${invoice.number}`);
    expect(mail.from).toBe('billing@harbour.test');
    expect(mail.envelopeTo.sort()).toEqual(['ops@nandu.test', 'pagos@nandu.test']);
    expect(mail.text).toContain(`Please quote ${invoice.number} as the payment reference.`);
    const [pdf] = mail.attachments;
    expect(pdf?.filename).toBe(`Invoice ${invoice.number}.pdf`);
    expect((await pdfPages(pdf!.content)).join(' ')).toContain('€1,452.61');
    const audit = await sending.t.call(
      'GET',
      `/audit_log?entity_type=invoice&entity_id=${invoice.id}`,
      sending.adminCookie,
    );
    expect(audit.json().data[0]).toMatchObject({ action: 'invoice.sent', action_label: 'Invoice sent' });
  });

  it('refuses a draft (409), a client without e-mail and no To (400 naming To), sending nothing', async () => {
    const { shipment } = await shipmentWithCharges(sending.api, 'EUR', [10, 20]);
    const [a, b] = shipment.charges;
    const draft = (await draftFor(sending.api, shipment.id, { charge_ids: [a!.id] })).json();
    const before = sending.smtp.messages.length;
    const refused = await send(draft.id, { to: ['a@b.test'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Issue the invoice before sending it: a draft is never sent');
    const invoice = await issuedInvoice(sending.api, shipment.id, { charge_ids: [b!.id] });
    const none = await send(invoice.id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({
      to: "The invoice's client has no e-mail address: add a recipient in To",
    });
    const bad = await send(invoice.id, { to: ['not-an-address'] });
    expect(bad.json().error.fields).toMatchObject({
      'to.0': 'To: not-an-address is not a valid e-mail address',
    });
    expect(sending.smtp.messages.length).toBe(before);
  });

  it('takes invoices:edit: a viewer gets 403; a refused relay 503', async () => {
    const { shipment } = await shipmentWithCharges(sending.api, 'EUR', [10]);
    const invoice = await issuedInvoice(sending.api, shipment.id);
    const viewer = await sending.t.signedInUser({ grants: { invoices: ['view'] } });
    expect((await send(invoice.id, { to: ['a@b.test'] }, viewer.cookie)).statusCode).toBe(403);
    const relay = await send(invoice.id, { to: ['reject@client.test'] });
    expect(relay.statusCode).toBe(503);
  });
});

describe("in the client's language", () => {
  it("prints and mails a Spanish contact's invoice in Spanish, by default subject and message", async () => {
    const contactId = await sending.api.addContact({
      name: 'Lucía',
      last_name: 'Pérez',
      email: 'lucia@nandu.test',
      language: 'Español',
    });
    const { shipment } = await shipmentWithCharges(sending.api, 'EUR', [300], {
      contact_id: contactId,
    });
    const invoice = await issuedInvoice(sending.api, shipment.id);
    const { text } = await pdfText(invoice.id);
    expect(text).toContain('Factura');
    expect(text).toContain('Fecha de vencimiento');
    expect(text).toContain('Referencia de pago');
    expect(text).not.toContain('Payment reference');
    expect((await send(invoice.id, {})).statusCode).toBe(202);
    const mail = await sending.smtp.waitFor((m) => m.subject === `Factura ${invoice.number}`);
    expect(mail.envelopeTo).toEqual(['lucia@nandu.test']);
    expect(mail.text).toContain('Estimado/a Lucía Pérez:');
    expect(mail.text).toContain(`Indique ${invoice.number} como referencia de pago.`);
  });
});

describe('in the language the sender chose', () => {
  const spanishClientInvoice = async () => {
    const contactId = await sending.api.addContact({
      name: 'Lucía',
      last_name: 'Pérez',
      email: `lucia${Math.random().toString(36).slice(2)}@nandu.test`,
      language: 'es',
    });
    const { shipment } = await shipmentWithCharges(sending.api, 'EUR', [300], { contact_id: contactId });
    return issuedInvoice(sending.api, shipment.id);
  };
  const draft = (id: number, query = '') =>
    sending.t.call('GET', `/invoices/${id}/send-draft${query}`, sending.adminCookie);

  it("drafts and mails a Spanish client's invoice in French: subject, message and PDF", async () => {
    const invoice = await spanishClientInvoice();
    expect((await draft(invoice.id)).json()).toEqual({
      language: 'es',
      subject: `Factura ${invoice.number}`,
    });
    const french = await draft(invoice.id, '?language=fr');
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json()).toEqual({ language: 'fr', subject: `Facture ${invoice.number}` });
    const res = await send(invoice.id, { language: 'fr' });
    expect(res.statusCode, res.body).toBe(202);
    const mail = await sending.smtp.waitFor((m) => m.subject === `Facture ${invoice.number}`);
    expect(mail.text).toContain('Bonjour Lucía Pérez,');
    expect(mail.text).toContain(`Merci d'indiquer ${invoice.number} comme référence de paiement.`);
    const pdf = (await pdfPages(mail.attachments[0]!.content)).join(' ');
    expect(pdf).toContain("Date d'échéance");
    expect(pdf).toContain('Référence de paiement');
    expect(pdf).not.toContain('Fecha de vencimiento');
  });

  it('refuses a language that is not one of the eight (400 naming it); the draft takes invoices:view and knows the document', async () => {
    const invoice = await spanishClientInvoice();
    const before = sending.smtp.messages.length;
    const res = await send(invoice.id, { language: 'Français' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.language).toBe('Language must be en, es, fr, de, it, pt, zh or ja');
    const bad = await draft(invoice.id, '?language=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.language).toBe('Language must be en, es, fr, de, it, pt, zh or ja');
    expect(sending.smtp.messages.length).toBe(before);
    expect((await draft(999999)).statusCode).toBe(404);
    const outsider = await sending.t.signedInUser({ grants: { shipments: ['view'] } });
    const refused = await sending.t.call('GET', `/invoices/${invoice.id}/send-draft`, outsider.cookie);
    expect(refused.statusCode).toBe(403);
  });
});

describe('sending without e-mail', () => {
  it('answers 409 saying e-mail is off', async () => {
    const t = await createTestApp();
    try {
      const admin = await t.signedInUser({ role: 'admin' });
      const api = quotationApi(t, admin.cookie);
      const { shipment } = await shipmentWithCharges(api, 'EUR', [10]);
      const invoice = await issuedInvoice(api, shipment.id);
      const res = await t.call('POST', `/invoices/${invoice.id}/send`, admin.cookie, { to: ['a@b.test'] });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/E-mail is not set up/);
    } finally {
      await t.close();
    }
  });
});
