import { describe, expect, it } from 'vitest';
import { sendingTestApp } from '../quotations/quotation-revisions.fixtures';
import { pdfPages, setCompany } from '../quotations/quote-send.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

/** A shipment's documents go out in its client's language: the contact's, else the company's default. */
const sending = sendingTestApp();

/** A booked sea shipment whose quotation contact speaks `language`, with a dated main leg and 15 pieces. */
async function shipmentFor(language: string, email = `c${Math.random().toString(36).slice(2)}@client.test`) {
  const { api } = sending;
  const contact = await api.call('POST', '/contacts', {
    name: 'Camille',
    last_name: 'Durand',
    email,
    language,
  });
  expect(contact.statusCode, contact.body).toBe(201);
  const q = await quotationWithContents(api, {
    contact_id: contact.json().id,
    transport_mode: 'Sea FCL',
    origin_code: 'CNSGH',
    destination_code: 'DEHAM',
    incoterm: 'FOB',
    incoterm_place: 'Shanghai',
  });
  await api.addCargoLine(q.id, { name: 'Carreaux de céramique', quantity: 12 });
  await moveQuotation(api, q.id, 'Active');
  const shipment = await shipmentOf(api, q.id);
  const [leg] = shipment.legs;
  const saved = await api.call(
    'PUT',
    `/shipment_legs/${leg.id}`,
    { carrier: 'CMA CGM', etd: '2026-12-02T10:00:00Z' },
    { 'if-match': String(leg.version) },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return { shipment, email };
}

async function pdfText(id: number, kind: 'booking_confirmation' | 'house_bill') {
  const res = await sending.t.call('GET', `/shipments/${id}/documents/${kind}.pdf`, sending.adminCookie);
  expect(res.statusCode, res.body).toBe(200);
  return (await pdfPages(res.rawPayload)).join(' ').replace(/\s+/g, ' ');
}

const draftOf = async (id: number, query = '') => {
  const res = await sending.t.call(
    'GET',
    `/shipments/${id}/booking_confirmation/send-draft${query}`,
    sending.adminCookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Each text is somewhere in the PDF's text (named in the failure). */
function expectEvery(text: string, expected: string[]) {
  for (const part of expected) expect(text, part).toContain(part);
}

describe("a shipment's documents in the client's language", () => {
  it("prints a French client's booking confirmation and house bill in French, dates and numbers in fr-FR", async () => {
    const { shipment } = await shipmentFor('fr');
    const booking = await pdfText(shipment.id, 'booking_confirmation');
    expectEvery(booking, [
      'Confirmation de réservation',
      'Réservé le',
      'Référence transporteur',
      'EXPÉDITEUR',
      'DESTINATAIRE',
      'PARTIE À NOTIFIER',
      'Itinéraire',
      'Transport principal',
      'Maritime FCL',
      // A default template's milestone is printed in the language too.
      'Navire parti',
      'Poids brut (kg)',
      'Étapes clés',
      '2 déc. 2026 10:00 UTC',
      'Page 1 sur 1',
    ]);
    for (const english of [
      'Booking confirmation',
      'SHIPPER',
      'Main carriage',
      'Gross weight',
      'Vessel departed',
    ]) {
      expect(booking, english).not.toContain(english);
    }
    const bill = await pdfText(shipment.id, 'house_bill');
    expectEvery(bill, [
      'Connaissement house (projet)',
      'NUMÉRO DE B/L',
      'PORT DE CHARGEMENT',
      'LIEU DE LIVRAISON',
      'Marques et numéros',
      '12 colis',
      'PROJET',
    ]);
    // 12 pieces of 100 kg, grouped the French way (a narrow space) with a decimal comma.
    expect(bill).toMatch(/1\s200,00/u);
    expect(bill).not.toContain('DRAFT');
    expect(bill).not.toContain('1,200.00');
  });

  it("prints a Chinese client's documents in Chinese", async () => {
    const { shipment } = await shipmentFor('zh');
    const booking = await pdfText(shipment.id, 'booking_confirmation');
    expectEvery(booking, [
      '订舱确认书',
      '订舱号',
      '发货人',
      '收货人',
      '路线',
      '主运输',
      '海运整箱',
      '船舶已离港',
      '毛重',
      '第 1 页，共 1 页',
    ]);
    expect(booking).not.toContain('Booking confirmation');
    const bill = await pdfText(shipment.id, 'house_bill');
    expectEvery(bill, [
      '货代提单（草稿）',
      '提单号',
      '装货港',
      '卸货港',
      '唛头',
      '12 件',
      '草稿',
      '1,200.00',
    ]);
  });

  it("mails a Chinese client's booking confirmation in Chinese, and the send dialog's draft names the language", async () => {
    const { shipment, email } = await shipmentFor('zh');
    const draft = await draftOf(shipment.id);
    expect(draft).toEqual({ language: 'zh', subject: `订舱确认书 ${shipment.shipment_number}` });
    const res = await sending.t.call(
      'POST',
      `/shipments/${shipment.id}/send_booking_confirmation`,
      sending.adminCookie,
      {},
    );
    expect(res.statusCode, res.body).toBe(202);
    const mail = await sending.smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe(`订舱确认书 ${shipment.shipment_number}`);
    expect(mail.text).toContain('尊敬的 Camille Durand：');
    expect(mail.text).toContain(`您的货运 ${shipment.shipment_number}`);
    expect(mail.text).toContain(`在线跟踪您的货运：${res.json().tracking_url}`);
    expect(mail.text).not.toContain('Dear');
    expect((await pdfPages(mail.attachments[0]!.content)).join(' ')).toContain('订舱确认书');
  });

  it('sends in the language the sender chose: a Spanish client gets a French subject, message and PDF', async () => {
    const { shipment, email } = await shipmentFor('es');
    expect((await draftOf(shipment.id)).language).toBe('es');
    expect(await draftOf(shipment.id, '?language=fr')).toEqual({
      language: 'fr',
      subject: `Confirmation de réservation ${shipment.shipment_number}`,
    });
    const res = await sending.t.call(
      'POST',
      `/shipments/${shipment.id}/send_booking_confirmation`,
      sending.adminCookie,
      { language: 'fr' },
    );
    expect(res.statusCode, res.body).toBe(202);
    const mail = await sending.smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe(`Confirmation de réservation ${shipment.shipment_number}`);
    expect(mail.text).toContain('Bonjour Camille Durand,');
    const pdf = (await pdfPages(mail.attachments[0]!.content)).join(' ');
    expect(pdf).toContain('Confirmation de réservation');
    expect(pdf).toContain('Page 1 sur 1');
    expect(pdf).not.toContain('Confirmación de reserva');
  });

  it('refuses a language that is not one of the eight (400 naming it), sending nothing', async () => {
    const { shipment } = await shipmentFor('es');
    const before = sending.smtp.messages.length;
    const res = await sending.t.call(
      'POST',
      `/shipments/${shipment.id}/send_booking_confirmation`,
      sending.adminCookie,
      { language: 'xx' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.language).toBe('Language must be en, es, fr, de, it, pt, zh or ja');
    const draft = await sending.t.call(
      'GET',
      `/shipments/${shipment.id}/booking_confirmation/send-draft?language=klingon`,
      sending.adminCookie,
    );
    expect(draft.statusCode).toBe(400);
    expect(draft.json().error.fields.language).toBe('Language must be en, es, fr, de, it, pt, zh or ja');
    expect(sending.smtp.messages.length).toBe(before);
  });

  it("falls back to the company's default language; the draft answers 404 for an unknown shipment, 403 without shipments view", async () => {
    await setCompany(sending.t, sending.adminCookie, { document_language: 'de' });
    try {
      const { shipment } = await shipmentFor('');
      expect(await draftOf(shipment.id)).toEqual({
        language: 'de',
        subject: `Buchungsbestätigung ${shipment.shipment_number}`,
      });
      const booking = await pdfText(shipment.id, 'booking_confirmation');
      expect(booking).toContain('Buchungsbestätigung');
      expect(booking).toContain('Meilensteine');
      expect(booking).toContain('Seite 1 von 1');
    } finally {
      await setCompany(sending.t, sending.adminCookie, { document_language: 'en' });
    }
    const unknown = await sending.t.call(
      'GET',
      '/shipments/999999/booking_confirmation/send-draft',
      sending.adminCookie,
    );
    expect(unknown.statusCode).toBe(404);
    const outsider = await sending.t.signedInUser({ grants: { quotations: ['view'] } });
    const refused = await sending.t.call(
      'GET',
      '/shipments/1/booking_confirmation/send-draft',
      outsider.cookie,
    );
    expect(refused.statusCode).toBe(403);
  });
});
