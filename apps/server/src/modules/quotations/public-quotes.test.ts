import { addDays, todayIso } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { sendingTestApp } from './quotation-revisions.fixtures';
import { pdfPages } from './quote-send.fixtures';

const sending = sendingTestApp({ admin: { first_name: 'Ada', last_name: 'Sender' } });
let ipCounter = 1;
/** Each test its own client address, so the throttle of one does not touch another. */
const nextIp = () => `198.51.100.${ipCounter++}`;

/** A sent quote with an internal note and a cost line; answers the quotation and its link's token. */
async function sentQuote(extra: object = {}) {
  const q = await sending.api.newQuotation({
    client_name: 'Open Seas LLC',
    notes: 'INTERNAL: margin 40%',
    ...extra,
  });
  await sending.api.addCostLine(q.id, { description: 'Trucking to port', total_cost: 350 });
  const res = await sending.api.call('POST', `/quotations/${q.id}/send`, {
    to: ['client@open.test'],
    subject: 's',
    message: 'm',
  });
  expect(res.statusCode, res.body).toBe(202);
  const token = (res.json().acceptance_url as string).split('/q/')[1]!;
  return { q, token };
}

const pub = (method: 'GET' | 'POST', path: string, ip: string, payload?: object) =>
  sending.t.app.inject({ method, url: `/api/1/public/quotes/${path}`, payload, remoteAddress: ip });

describe('the acceptance link, signed out', () => {
  it('shows what the PDF shows and nothing internal', async () => {
    const { q, token } = await sentQuote({
      transport_mode: 'Sea FCL',
      origin_code: 'CNSGH',
      destination_code: 'DEHAM',
    });
    const res = await pub('GET', token, nextIp());
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    expect(quote).toMatchObject({
      origin_place: 'CNSGH — Shanghai, China',
      destination_place: 'DEHAM — Hamburg, Germany',
      quotation_number: q.quotation_number,
      client_name: 'Open Seas LLC',
      total_cost: 350,
      sender_name: 'Ada Sender',
      answer: null,
      // The line's client text: its category, then its description (none of its own was given).
      cost_lines: [{ location: 'Origin', description: 'Packaging: Trucking to port', amount: 350 }],
    });
    const body = res.body;
    for (const secret of [
      'INTERNAL',
      'margin',
      'notes',
      'user_id',
      'unit_cost',
      'rate',
      'category',
      'version',
      'contact_id',
    ])
      expect(body, secret).not.toContain(secret);
    const pdf = await pub('GET', `${token}/pdf`, nextIp());
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfPages(pdf.rawPayload)).join(' ')).toContain(q.quotation_number);
  });

  it('accepting moves the quotation to Active and records name, PO, time and address; then the link shows the accepted offer and refuses a second answer', async () => {
    const { q, token } = await sentQuote();
    const ip = nextIp();
    const res = await pub('POST', `${token}/accept`, ip, {
      name: 'Omar Client',
      po_number: 'PO-77',
      accept_terms: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('accepted');
    const after = await sending.api.getQuotation(q.id);
    expect(after).toMatchObject({
      status: 'Active',
      accepted_by: 'Omar Client',
      accepted_po_number: 'PO-77',
      accepted_ip: ip,
    });
    expect(Date.now() - Date.parse(after.accepted_at)).toBeLessThan(60_000);
    // The quotation's creator hears of it in the bell.
    const bell = (await sending.api.call('GET', '/notifications')).json().data as {
      title: string;
      body: string;
    }[];
    expect(bell).toContainEqual(
      expect.objectContaining({
        title: `Quote ${q.quotation_number} was accepted`,
        body: 'Omar Client accepted it through the quote link.',
      }),
    );
    // The client's link keeps the offer they accepted, with who accepted it and when, and its PDF.
    const shown = await pub('GET', token, nextIp());
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      total_cost: 350,
      cost_lines: [{ description: 'Packaging: Trucking to port', amount: 350 }],
      answer: {
        status: 'accepted',
        name: 'Omar Client',
        po_number: 'PO-77',
        at: after.accepted_at,
        reason: '',
      },
    });
    const pdf = await pub('GET', `${token}/pdf`, nextIp());
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    for (const path of [`${token}/decline`, `${token}/accept`]) {
      const again = await pub('POST', path, nextIp(), { reason: 'Price', name: 'Again', accept_terms: true });
      expect(again.statusCode).toBe(410);
      expect(again.json().error.message).toBe('This quote has already been accepted.');
    }
  });

  it('declining moves it to Cancelled with the reason and comment; accepting afterwards answers 410', async () => {
    const { q, token } = await sentQuote();
    const res = await pub('POST', `${token}/decline`, nextIp(), {
      reason: 'Transit time',
      comment: 'Too slow',
    });
    expect(res.statusCode).toBe(200);
    expect(await sending.api.getQuotation(q.id)).toMatchObject({
      status: 'Cancelled',
      decline_reason: 'Transit time',
      decline_comment: 'Too slow',
      accepted_at: null,
    });
    const bell = (await sending.api.call('GET', '/notifications')).json().data as {
      title: string;
      body: string;
    }[];
    expect(bell).toContainEqual(
      expect.objectContaining({
        title: `Quote ${q.quotation_number} was declined`,
        body: 'The client declined it through the quote link (Transit time).',
      }),
    );
    const again = await pub('POST', `${token}/accept`, nextIp(), { name: 'X', accept_terms: true });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe('This quote has already been declined.');
    // The link shows what was declined.
    const shown = await pub('GET', token, nextIp());
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      total_cost: 350,
      answer: { status: 'declined', reason: 'Transit time', name: '' },
    });
  });

  it('checks the answers: a name, the terms ticked, a reason from the list', async () => {
    const { q, token } = await sentQuote();
    const accept = await pub('POST', `${token}/accept`, nextIp(), { name: ' ', accept_terms: false });
    expect(accept.statusCode).toBe(400);
    expect(accept.json().error.fields).toEqual({
      name: 'Please enter your full name',
      accept_terms: 'Please accept the terms and conditions',
    });
    const decline = await pub('POST', `${token}/decline`, nextIp(), { reason: 'Because' });
    expect(decline.json().error.fields).toEqual({ reason: 'Please choose a reason' });
    expect((await sending.api.getQuotation(q.id)).status).toBe('OnClientReview');
  });

  it('refuses after the valid-until day with 410, and follows an extended validity', async () => {
    const { q, token } = await sentQuote();
    const yesterday = addDays(todayIso(), -1);
    const moved = await sending.api.call('PUT', `/quotations/${q.id}`, {
      start_date: addDays(todayIso(), -10),
      valid_until_date: yesterday,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await pub('GET', token, nextIp());
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toBe('This quote has expired. Please contact us for an updated offer.');
    expect(
      (await pub('POST', `${token}/accept`, nextIp(), { name: 'Late', accept_terms: true })).statusCode,
    ).toBe(410);
    await sending.api.call('PUT', `/quotations/${q.id}`, { valid_until_date: todayIso() });
    expect((await pub('GET', token, nextIp())).statusCode).toBe(200);
  });

  it('answers 404 for a token nobody was sent and 400 for one that is not a token', async () => {
    const res = await pub('GET', 'A'.repeat(43), nextIp());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This quote link is not valid');
    expect((await pub('GET', 'short', nextIp())).statusCode).toBe(400);
  });

  it('throttles one address to 30 requests a minute (429 with Retry-After); another address is not affected', async () => {
    const { token } = await sentQuote();
    const ip = nextIp();
    for (let i = 0; i < 30; i++) expect((await pub('GET', 'B'.repeat(43), ip)).statusCode).toBe(404);
    const limited = await pub('GET', token, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect((await pub('GET', token, nextIp())).statusCode).toBe(200);
  });
});
