import { describe, expect, it } from 'vitest';
import { sendingTestApp } from '../quotations/quotation-revisions.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

const sending = sendingTestApp({
  envelopeFrom: 'relay@desk.test',
  deps: () => ({ trackingLinkSecret: 't'.repeat(40) }),
});

type Milestone = { id: number; key: string; version: number };

async function trackedShipment(mode = 'Sea FCL', extra: object = {}) {
  const q = await quotationWithContents(sending.api, { transport_mode: mode, ...extra });
  await moveQuotation(sending.api, q.id, 'Active');
  const shipment = await shipmentOf(sending.api, q.id);
  const token = /\/t\/([A-Za-z0-9_-]{43})$/.exec(shipment.tracking_url)?.[1] as string;
  return { shipment, token };
}

const publicPost = (url: string, payload: object) =>
  sending.t.app.inject({ method: 'POST', url: `/api/1/public${url}`, payload });

const subscribe = (token: string, payload: object) => publicPost(`/shipments/${token}/subscribe`, payload);

/** The link of `kind` (confirm, unsubscribe) in a mail: its token. */
function linkToken(text: string, kind: 'confirm' | 'unsubscribe') {
  const token = new RegExp(`/t/[A-Za-z0-9_-]{43}/${kind}/([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  expect(token, `${kind} link in: ${text}`).toBeDefined();
  return token!;
}

/** Sets a milestone's actual as staff (reading its version first). */
async function setActual(shipmentId: number, key: string, at: string) {
  const current = (await sending.api.call('GET', `/shipments/${shipmentId}`)).json();
  const milestone = current.milestones.find((m: Milestone) => m.key === key) as Milestone;
  const res = await sending.api.call(
    'PUT',
    `/shipment_milestones/${milestone.id}`,
    { actual_at: at },
    { 'if-match': String(milestone.version) },
  );
  expect(res.statusCode, res.body).toBe(200);
}

const mailsTo = (address: string) => sending.smtp.messages.filter((m) => m.to.includes(address));
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_600));

describe('e-mail updates on a tracking link', () => {
  it('confirms by the mailed link, then mails a chosen milestone once, whatever sets its actual again', async () => {
    const { shipment, token } = await trackedShipment();
    const address = 'Nadia.Haddad@client.test';
    const res = await subscribe(token, { email: address, milestones: ['departed'] });
    expect(res.statusCode, res.body).toBe(202);
    const confirmation = await sending.smtp.waitFor((m) => m.to.includes('nadia.haddad@client.test'));
    expect(confirmation.subject).toBe(`Confirm e-mail updates for shipment ${shipment.shipment_number}`);
    expect(confirmation.text).toContain('Vessel departed');
    expect(confirmation.envelopeFrom).toBe('relay@desk.test');
    const confirmToken = linkToken(confirmation.text, 'confirm');
    linkToken(confirmation.text, 'unsubscribe');
    expect(confirmation.text).toContain(`${shipment.tracking_url}/confirm/${confirmToken}`);

    // Not confirmed yet: nothing is sent.
    await setActual(shipment.id, 'booking_confirmed', '2026-11-19T08:00:00Z');
    const confirmed = await publicPost('/shipment_subscriptions/confirm', { token: confirmToken });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      shipment_number: shipment.shipment_number,
      email: 'nadia.haddad@client.test',
      milestones: ['Vessel departed'],
    });
    // The link works once.
    expect((await publicPost('/shipment_subscriptions/confirm', { token: confirmToken })).statusCode).toBe(
      404,
    );

    await setActual(shipment.id, 'departed', '2026-11-20T08:00:00Z');
    const update = await sending.smtp.waitFor(
      (m) => m.to.includes('nadia.haddad@client.test') && m.subject.includes('Vessel departed'),
    );
    expect(update.subject).toBe(`Shipment ${shipment.shipment_number}: Vessel departed`);
    expect(update.text).toContain('20 Nov 2026 08:00 UTC');
    expect(update.text).toContain(shipment.tracking_url);
    linkToken(update.text, 'unsubscribe');
    // Set again, and a milestone not chosen: no further mail.
    await setActual(shipment.id, 'departed', '2026-11-20T09:30:00Z');
    await setActual(shipment.id, 'loaded', '2026-11-20T07:00:00Z');
    await settle();
    expect(mailsTo('nadia.haddad@client.test').map((m) => m.subject)).toEqual([
      confirmation.subject,
      update.subject,
    ]);
  });

  it("writes the confirmation and the updates in the language of the shipment's contact", async () => {
    const contactId = await sending.api.addContact({
      name: 'Jürgen',
      last_name: 'Weiß',
      email: 'juergen@spedition.test',
      language: 'de',
    });
    const { shipment, token } = await trackedShipment('Sea FCL', { contact_id: contactId });
    expect((await subscribe(token, { email: 'lager@spedition.test' })).statusCode).toBe(202);
    const confirmation = await sending.smtp.waitFor((m) => m.to.includes('lager@spedition.test'));
    expect(confirmation.subject).toBe(
      `Bestätigen Sie die E-Mail-Updates zur Sendung ${shipment.shipment_number}`,
    );
    expect(confirmation.text).toContain('alle Meilensteine');
    const confirmToken = linkToken(confirmation.text, 'confirm');
    expect((await publicPost('/shipment_subscriptions/confirm', { token: confirmToken })).statusCode).toBe(
      200,
    );
    await setActual(shipment.id, 'departed', '2026-11-20T08:00:00Z');
    const update = await sending.smtp.waitFor(
      (m) => m.to.includes('lager@spedition.test') && m.subject.startsWith('Sendung'),
    );
    expect(update.subject).toBe(`Sendung ${shipment.shipment_number}: Schiff ausgelaufen`);
    expect(update.text).toContain('am 20. Nov. 2026 08:00 UTC.');
    expect(update.text).toContain('Diese Updates abbestellen:');
  });

  it("names a default milestone in a Spanish subscriber's language and the company's own as typed", async () => {
    const contactId = await sending.api.addContact({
      name: 'Lucía',
      last_name: 'Ortega',
      email: 'lucia@naviera.test',
      language: 'es',
    });
    const sea = await trackedShipment('Sea FCL', { contact_id: contactId });
    await subscribe(sea.token, { email: 'trafico@naviera.test', milestones: ['departed', 'arrived'] });
    const confirmation = await sending.smtp.waitFor((m) => m.to.includes('trafico@naviera.test'));
    expect(confirmation.text).toContain(
      `embarque ${sea.shipment.shipment_number}: Buque zarpado y Buque llegado.`,
    );
    expect(confirmation.text).not.toContain('Vessel departed');
    const confirmed = await publicPost('/shipment_subscriptions/confirm', {
      token: linkToken(confirmation.text, 'confirm'),
    });
    // The answer keeps the API's English names: the tracking page words them in its own language.
    expect(confirmed.json().milestones).toEqual(['Vessel departed', 'Vessel arrived']);
    await setActual(sea.shipment.id, 'departed', '2026-11-20T08:00:00Z');
    const update = await sending.smtp.waitFor(
      (m) => m.to.includes('trafico@naviera.test') && m.subject.startsWith('Embarque'),
    );
    expect(update.subject).toBe(`Embarque ${sea.shipment.shipment_number}: Buque zarpado`);
    expect(update.text).toContain('Buque zarpado el 20 nov 2026 08:00 UTC.');

    // A road template the company wrote itself: its names reach the client as typed.
    const settings = (await sending.api.call('GET', '/settings/milestone_templates')).json();
    const road = [
      { key: 'customs', label: 'Despacho aduanero Irún' },
      { key: 'delivered', label: 'Delivered', moves_to: 'Delivered' },
    ];
    const saved = await sending.api.call(
      'PUT',
      '/settings/milestone_templates',
      { templates: { ...settings.templates, road } },
      { 'if-match': String(settings.version) },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const truck = await trackedShipment('Road', { contact_id: contactId });
      await subscribe(truck.token, { email: 'aduanas@naviera.test' });
      const asked = await sending.smtp.waitFor((m) => m.to.includes('aduanas@naviera.test'));
      await publicPost('/shipment_subscriptions/confirm', { token: linkToken(asked.text, 'confirm') });
      await setActual(truck.shipment.id, 'customs', '2026-11-21T10:00:00Z');
      await setActual(truck.shipment.id, 'delivered', '2026-11-22T10:00:00Z');
      const number = truck.shipment.shipment_number;
      for (const name of ['Irún', 'Entregado']) {
        await sending.smtp.waitFor((m) => m.to.includes('aduanas@naviera.test') && m.subject.endsWith(name));
      }
      expect(
        mailsTo('aduanas@naviera.test')
          .map((m) => m.subject)
          .sort(),
      ).toEqual(
        [asked.subject, `Embarque ${number}: Despacho aduanero Irún`, `Embarque ${number}: Entregado`].sort(),
      );
    } finally {
      const current = (await sending.api.call('GET', '/settings/milestone_templates')).json();
      await sending.api.call(
        'PUT',
        '/settings/milestone_templates',
        { templates: settings.templates },
        { 'if-match': String(current.version) },
      );
    }
  });

  it('mails every milestone by default, also when a carrier event sets the actual', async () => {
    const { shipment, token } = await trackedShipment('Air');
    expect((await subscribe(token, { email: 'ops@gulf.test' })).statusCode).toBe(202);
    const confirmation = await sending.smtp.waitFor((m) => m.to.includes('ops@gulf.test'));
    const confirmed = await publicPost('/shipment_subscriptions/confirm', {
      token: linkToken(confirmation.text, 'confirm'),
    });
    expect(confirmed.json().milestones).toEqual([]);
    const event = await sending.api.call('POST', `/shipments/${shipment.id}/events`, {
      eventId: `176-${shipment.id}-DEP`,
      statusCode: 'DEP',
      eventDateTime: '2026-11-20T23:05:00+08:00',
    });
    expect(event.statusCode, event.body).toBe(201);
    const update = await sending.smtp.waitFor(
      (m) => m.to.includes('ops@gulf.test') && m.subject.includes(':'),
    );
    expect(update.text).toContain('20 Nov 2026 15:05 UTC');
  });

  it('unsubscribes by the link in any mail: nothing more is sent, and the link then answers 404', async () => {
    const { shipment, token } = await trackedShipment();
    await subscribe(token, { email: 'leave@client.test' });
    const confirmation = await sending.smtp.waitFor((m) => m.to.includes('leave@client.test'));
    await publicPost('/shipment_subscriptions/confirm', { token: linkToken(confirmation.text, 'confirm') });
    const unsubscribeToken = linkToken(confirmation.text, 'unsubscribe');
    const gone = await publicPost('/shipment_subscriptions/unsubscribe', { token: unsubscribeToken });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({
      shipment_number: shipment.shipment_number,
      email: 'leave@client.test',
    });
    await setActual(shipment.id, 'departed', '2026-11-20T08:00:00Z');
    await settle();
    expect(mailsTo('leave@client.test')).toHaveLength(1);
    const again = await publicPost('/shipment_subscriptions/unsubscribe', { token: unsubscribeToken });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(/not valid or has expired/);
  });

  it('answers every subscribe the same, new address or not, and the answer holds nothing but the message', async () => {
    const { token } = await trackedShipment();
    const first = await subscribe(token, { email: 'same@client.test' });
    const repeat = await subscribe(token, { email: 'SAME@client.test' });
    const other = await subscribe(token, { email: 'other@client.test', milestones: ['arrived'] });
    expect([first.statusCode, repeat.statusCode, other.statusCode]).toEqual([202, 202, 202]);
    expect(repeat.body).toBe(first.body);
    expect(other.body).toBe(first.body);
    expect(Object.keys(first.json())).toEqual(['message']);
    expect(first.body).not.toContain('@');
  });

  it('names the field of bad input, stores and mails nothing; an unknown tracking link answers 404', async () => {
    const { token } = await trackedShipment();
    const before = sending.smtp.messages.length;
    const noEmail = await subscribe(token, {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.fields).toEqual({ email: 'Enter your e-mail address' });
    const badEmail = await subscribe(token, { email: 'not-an-address' });
    expect(badEmail.json().error.fields).toEqual({ email: 'Enter a valid e-mail address' });
    const unknownMilestone = await subscribe(token, { email: 'a@client.test', milestones: ['teleported'] });
    expect(unknownMilestone.statusCode).toBe(400);
    expect(unknownMilestone.json().error.fields).toEqual({
      milestones: 'This shipment has no milestone teleported',
    });
    const notList = await subscribe(token, { email: 'a@client.test', milestones: 'departed' });
    expect(notList.json().error.fields).toEqual({
      milestones: 'Milestones must be a list of milestone keys',
    });
    const unknownLink = await subscribe('A'.repeat(43), { email: 'a@client.test' });
    expect(unknownLink.statusCode).toBe(404);
    const badConfirm = await publicPost('/shipment_subscriptions/confirm', { token: 'short' });
    expect(badConfirm.statusCode).toBe(400);
    expect(badConfirm.json().error.fields).toEqual({ token: expect.stringMatching(/not valid/) });
    expect((await publicPost('/shipment_subscriptions/confirm', { token: 'B'.repeat(43) })).statusCode).toBe(
      404,
    );
    await settle();
    expect(sending.smtp.messages.length).toBe(before);
  });
});
