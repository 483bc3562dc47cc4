import { QUOTE_READINESS_MESSAGES } from '@freight/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { quotationApi } from './quotation-contents.fixtures';
import { sendingTestApp } from './quotation-revisions.fixtures';
import { pdfPages, setCompany } from './quote-send.fixtures';

const M = QUOTE_READINESS_MESSAGES;
// The relay's sender is configured (as SMTP_FROM does), so it stays the envelope sender of every quote.
const sending = sendingTestApp({ from: 'ShipDesk <quotes@desk.test>', envelopeFrom: 'quotes@desk.test' });
let editorCookie: string;

beforeAll(async () => {
  editorCookie = (
    await sending.t.signedInUser({
      first_name: 'Sam',
      last_name: 'Seller',
      grants: { quotations: ['view', 'edit'] },
    })
  ).cookie;
});

const sendAs = (cookie: string, id: number, payload: object) =>
  sending.api.call('POST', `/quotations/${id}/send`, payload, {}, cookie);

async function contactWithEmail() {
  const res = await sending.api.call('POST', '/contacts', {
    name: 'Lina',
    last_name: 'Farah',
    email: 'lina@client.test',
  });
  return res.json().id as number;
}

describe('sending a quote', () => {
  it("drafts from the template: the contact's e-mail, the number, client and sender filled, the link left to the send", async () => {
    const q = await sending.api.newQuotation({
      contact_id: await contactWithEmail(),
      client_name: 'Farah Trading',
    });
    const res = await sending.api.call('GET', `/quotations/${q.id}/send-draft`, undefined, {}, editorCookie);
    expect(res.statusCode).toBe(200);
    const draft = res.json();
    expect(draft.mail_enabled).toBe(true);
    expect(draft.to).toEqual(['lina@client.test']);
    expect(draft.subject).toContain(q.quotation_number);
    expect(draft.message).toContain('Dear Farah Trading');
    expect(draft.message).toContain('Sam Seller');
    expect(draft.message).toContain('{acceptance_url}');
  });

  it('mails the PDF with the link to every recipient, moves Pending to On Client Review, logs the e-mail and records the send', async () => {
    const contactId = await contactWithEmail();
    const q = await sending.api.newQuotation({ contact_id: contactId, client_name: 'Farah Trading' });
    await sending.api.addCostLine(q.id, { description: 'Ocean freight', total_cost: 900 });
    const subject = `Your quote ${q.quotation_number}`;
    const res = await sendAs(editorCookie, q.id, {
      to: ['lina@client.test', ' ops@client.test '],
      subject,
      message: 'Hello,\nplease review: {acceptance_url}\n{sender_name}',
    });
    expect(res.statusCode, res.body).toBe(202);
    const url: string = res.json().acceptance_url;
    expect(url).toMatch(/^http:\/\/desk\.test\/q\/[A-Za-z0-9_-]{43}$/);

    const mail = await sending.smtp.waitFor((m) => m.subject === subject);
    expect(mail.envelopeTo.sort()).toEqual(['lina@client.test', 'ops@client.test']);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('Sam Seller');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe(`${q.quotation_number}.pdf`);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect((await pdfPages(mail.attachments[0]!.content)).join(' ')).toContain('Ocean freight');

    expect((await sending.api.getQuotation(q.id)).status).toBe('OnClientReview');
    const interactions = (
      await sending.api.call('GET', `/client_interactions?contact_id=${contactId}`)
    ).json().data;
    expect(interactions).toHaveLength(1);
    expect(interactions[0]).toMatchObject({ channel: 'Email', interaction_type: 'Outbound', subject });
    const logged = (await sending.api.call('GET', `/client_interactions/${interactions[0].id}`)).json();
    expect(logged.attachments).toHaveLength(1);
    const sends = (await sending.api.call('GET', `/quotations/${q.id}/sends`)).json();
    expect(sends.data).toHaveLength(1);
    expect(sends.data[0]).toMatchObject({
      sender_name: 'Sam Seller',
      recipients: ['lina@client.test', 'ops@client.test'],
      subject,
    });
    expect(sends.data[0]).not.toHaveProperty('token_hash');
  });

  it('a message edited without the link still carries it; an Active quotation cannot be sent', async () => {
    const q = await sending.api.newQuotation({ contact_id: await contactWithEmail() });
    await sending.api.addCostLine(q.id);
    const res = await sendAs(editorCookie, q.id, {
      to: ['lina@client.test'],
      subject: 'No link',
      message: 'See attached.',
    });
    expect(res.statusCode).toBe(202);
    const mail = await sending.smtp.waitFor((m) => m.subject === 'No link');
    expect(mail.text).toContain(res.json().acceptance_url);

    const active = await sending.api.newQuotation({ status: 'Active' });
    const refused = await sendAs(editorCookie, active.id, { to: ['a@b.test'], subject: 'x', message: 'y' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Only a Pending, Working or On Client Review quotation can be sent',
    );
  });

  it('checks every recipient, the subject and the message', async () => {
    const q = await sending.api.newQuotation();
    const bad = await sendAs(editorCookie, q.id, {
      to: ['ok@client.test', 'not-an-address'],
      subject: 'x'.repeat(256),
      message: 7,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'to.1': 'not-an-address is not a valid e-mail address',
      subject: 'Subject can be at most 255 characters',
      message: 'Message must be text',
    });
    const none = await sendAs(editorCookie, q.id, { to: [], subject: 's', message: 'm' });
    expect(none.json().error.fields).toMatchObject({ to: 'Add at least one recipient' });
    expect((await sending.api.getQuotation(q.id)).status).toBe('Pending');
  });

  it('a refused message leaves the status and the record as they were', async () => {
    const q = await sending.api.newQuotation();
    await sending.api.addCostLine(q.id);
    const res = await sendAs(editorCookie, q.id, {
      to: ['reject@client.test'],
      subject: 'Refused',
      message: 'm',
    });
    expect(res.statusCode).toBe(503);
    expect((await sending.api.getQuotation(q.id)).status).toBe('Pending');
    expect((await sending.api.call('GET', `/quotations/${q.id}/sends`)).json().data).toHaveLength(0);
  });

  it('needs quotations:edit to send or draft (view-only 403, signed out 401)', async () => {
    const q = await sending.api.newQuotation();
    const viewer = await sending.t.signedInUser({ grants: { quotations: ['view'] } });
    expect(
      (await sendAs(viewer.cookie, q.id, { to: ['a@b.test'], subject: 's', message: 'm' })).statusCode,
    ).toBe(403);
    expect(
      (await sending.api.call('GET', `/quotations/${q.id}/send-draft`, undefined, {}, viewer.cookie))
        .statusCode,
    ).toBe(403);
    expect(
      (await sending.t.app.inject({ method: 'POST', url: `/api/1/quotations/${q.id}/send`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});

/** A day `days` from today, 'YYYY-MM-DD', and its year, month and day as written. */
function dayFromToday(days: number) {
  const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-') as [string, string, string];
  return { iso, year, month, day };
}

describe("the quote e-mail's sender and dates", () => {
  it("comes from the company's e-mail, with the relay's sender as the envelope's, and writes dates as the company chose", async () => {
    await setCompany(sending.t, sending.adminCookie, {
      company_name: 'Harbour Freight',
      email: 'sales@harbour.test',
      date_format: 'DD/MM/YYYY',
    });
    const until = dayFromToday(40);
    const q = await sending.api.newQuotation({ valid_until_date: until.iso });
    await sending.api.addCostLine(q.id, { description: 'Ocean freight', total_cost: 900 });
    const res = await sendAs(editorCookie, q.id, {
      to: ['buyer@client.test'],
      subject: 'Dated {quote_date}',
      message: 'Valid until {valid_until}; sent {sent_date}.',
    });
    expect(res.statusCode, res.body).toBe(202);
    const [year, month, day] = String(q.created_date).split('-');
    const mail = await sending.smtp.waitFor((m) => m.subject === `Dated ${day}/${month}/${year}`);
    expect(mail.from).toBe('sales@harbour.test');
    expect(mail.envelopeFrom).toBe('quotes@desk.test');
    const today = dayFromToday(0);
    expect(mail.text).toContain(
      `Valid until ${until.day}/${until.month}/${until.year}; sent ${today.day}/${today.month}/${today.year}.`,
    );
    const pdfText = (await pdfPages(mail.attachments[0]!.content)).join(' ');
    expect(pdfText).toContain(`${until.day}/${until.month}/${until.year}`);

    await setCompany(sending.t, sending.adminCookie, { date_format: 'D MMM YYYY' });
    const draft = (
      await sending.api.call('GET', `/quotations/${q.id}/send-draft`, undefined, {}, editorCookie)
    ).json();
    const monthName = new Date(`${until.iso}T12:00:00Z`).toLocaleString('en-US', {
      month: 'short',
      timeZone: 'UTC',
    });
    expect(draft.message).toContain(`valid until ${Number(until.day)} ${monthName} ${until.year}`);
  });
});

describe('without SMTP', () => {
  it('the draft says e-mail is off and sending answers 409 with why', async () => {
    const off = await createTestApp();
    try {
      const offApi = quotationApi(off, (await off.signedInUser({ role: 'admin' })).cookie);
      const q = await offApi.newQuotation();
      expect((await offApi.call('GET', `/quotations/${q.id}/send-draft`)).json().mail_enabled).toBe(false);
      const res = await offApi.call('POST', `/quotations/${q.id}/send`, {
        to: ['a@b.test'],
        subject: 's',
        message: 'm',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        'E-mail is not set up on this server (SMTP_URL), so quotes cannot be sent.',
      );
    } finally {
      await off.close();
    }
  });
});

describe('an empty quote never goes out', () => {
  const message = { to: ['lina@client.test'], subject: 'Empty', message: 'm' };

  it('answers 409 QUOTE_NOT_READY listing a priced line and a total above zero, and sends nothing', async () => {
    const q = await sending.api.newQuotation({ client_name: 'Nada Vacía SL', currency: 'EUR' });
    const res = await sendAs(editorCookie, q.id, message);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'QUOTE_NOT_READY',
      message: QUOTE_READINESS_MESSAGES.notReady([M.noPricedLine, M.zeroTotal]),
      missing: [M.noPricedLine, M.zeroTotal],
    });
    expect((await sending.api.getQuotation(q.id)).status).toBe('Pending');
    expect((await sending.api.call('GET', `/quotations/${q.id}/sends`)).json().data).toHaveLength(0);
  });

  it('counts a line with an amount of zero as not priced', async () => {
    const q = await sending.api.newQuotation({ currency: 'KWD' });
    await sending.api.addCostLine(q.id, { total_cost: 0, description: 'Free storage' });
    const res = await sendAs(editorCookie, q.id, message);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.missing).toEqual([M.noPricedLine, M.zeroTotal]);
  });

  it('drafts with what is missing and what only warns; a port-to-port quote with a priced line goes out', async () => {
    const q = await sending.api.newQuotation({ client_name: 'Puerto a Puerto SA' });
    await sending.api.call('PUT', `/quotations/${q.id}`, {
      transport_mode: 'Sea FCL',
      origin_code: 'ESVLC',
      destination_code: 'AEJEA',
    });
    const draftOf = async () =>
      (await sending.api.call('GET', `/quotations/${q.id}/send-draft`, undefined, {}, editorCookie)).json();
    expect((await draftOf()).readiness).toEqual({
      missing: [M.noPricedLine, M.zeroTotal],
      warnings: [M.noPickup('ESVLC'), M.noDelivery('AEJEA'), M.noCargo],
    });
    await sending.api.addCostLine(q.id, { description: 'Flete marítimo', total_cost: 4200 });
    expect((await draftOf()).readiness).toEqual({
      missing: [],
      warnings: [M.noPickup('ESVLC'), M.noDelivery('AEJEA'), M.noCargo],
    });
    expect((await sendAs(editorCookie, q.id, message)).statusCode).toBe(202);
  });
});
