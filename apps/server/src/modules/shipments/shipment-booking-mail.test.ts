import { describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../../../test/mailing-test-app';
import { createTestApp } from '../../../test/test-app';
import { quotationApi } from '../quotations/quotation-contents.fixtures';
import { sendingTestApp } from '../quotations/quotation-revisions.fixtures';
import { pdfPages, setCompany } from '../quotations/quote-send.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

// The relay's sender is configured (as SMTP_FROM does): it stays the envelope sender of every message.
const sending = sendingTestApp({ from: 'ShipDesk <desk@desk.test>', envelopeFrom: 'relay@desk.test' });

async function acceptedShipment(email = 'fatima@khaleej.test') {
  const contact = await sending.api.call('POST', '/contacts', {
    name: 'فاطمة',
    last_name: 'الزهراء',
    email,
  });
  expect(contact.statusCode, contact.body).toBe(201);
  const q = await quotationWithContents(sending.api, { contact_id: contact.json().id });
  await moveQuotation(sending.api, q.id, 'Active');
  return shipmentOf(sending.api, q.id);
}

const send = (id: number, body: object, cookie = sending.adminCookie) =>
  sending.t.call('POST', `/shipments/${id}/send_booking_confirmation`, cookie, body);

describe('POST /shipments/{id}/send_booking_confirmation', () => {
  it("mails the PDF and the tracking link to the contact, from the company's e-mail, and records it", async () => {
    await setCompany(sending.t, sending.adminCookie, {
      company_name: 'Harbour Freight Ltd',
      email: 'bookings@harbour.test',
    });
    const shipment = await acceptedShipment();
    const res = await send(shipment.id, { cc: ['ops@khaleej.test'] });
    expect(res.statusCode, res.body).toBe(202);
    const { tracking_url } = res.json();
    expect(tracking_url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/t/[A-Za-z0-9_-]{43}$`));
    expect(tracking_url).toBe(shipment.tracking_url);
    expect(res.json()).toMatchObject({ to: ['fatima@khaleej.test'], cc: ['ops@khaleej.test'] });

    const mail = await sending.smtp.waitFor(
      (m) => m.subject === `Booking confirmation ${shipment.shipment_number}`,
    );
    expect(mail.to).toEqual(['fatima@khaleej.test']);
    expect(mail.envelopeTo.sort()).toEqual(['fatima@khaleej.test', 'ops@khaleej.test']);
    expect(mail.from).toBe('bookings@harbour.test');
    expect(mail.envelopeFrom).toBe('relay@desk.test');
    expect(mail.text).toContain(tracking_url);
    expect(mail.text).toContain('Dear فاطمة الزهراء');
    expect(mail.text).toContain(shipment.shipment_number);
    const [pdf] = mail.attachments;
    expect(pdf?.filename).toBe(`${shipment.shipment_number} Booking confirmation.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect((await pdfPages(pdf!.content)).join(' ')).toContain('Booking confirmation');

    const audit = await sending.t.call(
      'GET',
      `/audit_log?entity_type=shipment&entity_id=${shipment.id}`,
      sending.adminCookie,
    );
    expect(audit.json().data[0]).toMatchObject({
      action: 'shipment.booking_confirmation_sent',
      action_label: 'Booking confirmation sent',
      details: { to: 'fatima@khaleej.test', cc: 'ops@khaleej.test' },
    });
    const filed = (
      await sending.t.call('GET', `/shipments/${shipment.id}/documents`, sending.adminCookie)
    ).json();
    expect(filed.data.map((d: { name: string }) => d.name)).toEqual([
      `${shipment.shipment_number} Booking confirmation.pdf`,
    ]);
  });

  it('sends to `to` with its own subject and message, adding the tracking link the message lacks', async () => {
    const shipment = await acceptedShipment();
    const res = await send(shipment.id, {
      to: ['consignee@gulf.test'],
      subject: 'Su reserva está confirmada',
      message: 'Estimado cliente: adjuntamos la confirmación.',
    });
    expect(res.statusCode, res.body).toBe(202);
    const mail = await sending.smtp.waitFor((m) => m.subject === 'Su reserva está confirmada');
    expect(mail.to).toEqual(['consignee@gulf.test']);
    expect(mail.text).toContain('Estimado cliente: adjuntamos la confirmación.');
    expect(mail.text).toContain(`Follow your shipment online: ${res.json().tracking_url}`);
  });

  it('answers 400 naming the field for a bad or missing recipient, and sends nothing', async () => {
    const shipment = await acceptedShipment('');
    const before = sending.smtp.messages.length;
    const none = await send(shipment.id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({
      to: 'The shipment has no contact with an e-mail address: add a recipient in To',
    });
    const bad = await send(shipment.id, { to: ['ok@client.test', 'not-an-address'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'to.1': 'To: not-an-address is not a valid e-mail address',
    });
    const badCc = await send(shipment.id, { to: ['ok@client.test'], cc: 'x' });
    expect(badCc.statusCode).toBe(400);
    expect(badCc.json().error.fields).toMatchObject({ cc: 'Cc must be a list of e-mail addresses' });
    const many = await send(shipment.id, { to: Array.from({ length: 21 }, (_, i) => `c${i}@client.test`) });
    expect(many.json().error.fields).toMatchObject({ to: 'To: at most 20 recipients' });
    expect(sending.smtp.messages.length).toBe(before);
  });

  it('takes shipments:edit: a viewer gets 403; an unknown shipment 404; a refused relay 503', async () => {
    const shipment = await acceptedShipment();
    const viewer = await sending.t.signedInUser({ grants: { shipments: ['view'] } });
    expect((await send(shipment.id, {}, viewer.cookie)).statusCode).toBe(403);
    expect((await send(999999, {})).statusCode).toBe(404);
    const refused = await send(shipment.id, { to: ['reject@client.test'] });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe('The mail server refused the message');
  });
});

describe('without e-mail', () => {
  it('answers 409 saying e-mail is off', async () => {
    const t = await createTestApp();
    try {
      const admin = await t.signedInUser({ role: 'admin' });
      const api = quotationApi(t, admin.cookie);
      const q = await quotationWithContents(api);
      await moveQuotation(api, q.id, 'Active');
      const shipment = await shipmentOf(api, q.id);
      const res = await t.call('POST', `/shipments/${shipment.id}/send_booking_confirmation`, admin.cookie, {
        to: ['a@b.test'],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/E-mail is not set up/);
    } finally {
      await t.close();
    }
  });
});
