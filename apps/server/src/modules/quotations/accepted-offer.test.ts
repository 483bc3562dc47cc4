import { addDays, todayIso } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { completeAddress } from './quotation-contents.fixtures';
import { sendingTestApp, sentQuote } from './quotation-revisions.fixtures';

const sending = sendingTestApp({ admin: { first_name: 'Lucía', last_name: 'Fernández' } });
let ipCounter = 1;
const nextIp = () => `203.0.113.${ipCounter++}`;

type Sent = Awaited<ReturnType<typeof sentQuote>>;
type Write = [name: string, method: 'POST' | 'PUT' | 'DELETE', url: (s: Sent) => string, body?: object];

/** Every write that changes the offer: quotation fields, cargo and cost lines, prices, validity, addresses. */
const OFFER_WRITES: Write[] = [
  ['currency', 'PUT', (s) => `/quotations/${s.q.id}`, { currency: 'EUR' }],
  ['valid-until date', 'PUT', (s) => `/quotations/${s.q.id}`, { valid_until_date: addDays(todayIso(), 50) }],
  ['client name', 'PUT', (s) => `/quotations/${s.q.id}`, { client_name: 'محمد الفارسي' }],
  ['transport mode', 'PUT', (s) => `/quotations/${s.q.id}`, { transport_mode: 'Sea LCL' }],
  ['cost line added', 'POST', () => '/cost_items', { description: 'Extra handling', total_cost: 80 }],
  ['cost line price', 'PUT', (s) => `/cost_items/${s.cost.id}`, { total_cost: 999 }],
  ['cargo line added', 'POST', () => '/box_items', { name: 'Crate', quantity: 1 }],
  ['cargo line quantity', 'PUT', (s) => `/box_items/${s.box.id}`, { quantity: 7 }],
  ['reprice', 'POST', (s) => `/quotations/${s.q.id}/reprice`],
  [
    'extend validity',
    'POST',
    (s) => `/quotations/${s.q.id}/extend_validity`,
    { valid_until_date: addDays(todayIso(), 60) },
  ],
  ['origin address', 'PUT', (s) => `/addresses/${s.addressId}`, { city: 'Sevilla' }],
  [
    'new destination address',
    'POST',
    () => '/addresses',
    { ...completeAddress, quotation_role: 'destination' },
  ],
  ['cost line removed', 'DELETE', (s) => `/cost_items/${s.cost.id}`],
  ['cargo line removed', 'DELETE', (s) => `/box_items/${s.box.id}`],
];

/** A write's body with the quotation it names, for the create calls. */
const bodyOf = (s: Sent, body?: object) =>
  body ? { quotation_id: s.q.id, category_id: s.cost.category_id, ...body } : undefined;

async function acceptedQuote() {
  const sent = await sentQuote(sending.api, { currency: 'KWD' });
  const res = await sending.t.app.inject({
    method: 'POST',
    url: `/api/1/public/quotes/${sent.token}/accept`,
    payload: { name: 'Søren Ålund', po_number: 'PO-4471', accept_terms: true },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return sent;
}

describe('an accepted quote is locked', () => {
  it.each(OFFER_WRITES)(
    'refuses a change of the offer after acceptance: %s (409)',
    async (_name, method, url, body) => {
      const sent = await acceptedQuote();
      const before = await sending.api.getQuotation(sent.q.id);
      const res = await sending.api.call(method, url(sent), bodyOf(sent, body));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.code).toBe('QUOTE_ACCEPTED_LOCKED');
      expect(res.json().error.message).toContain('Revise the quotation');
      const after = await sending.api.getQuotation(sent.q.id);
      expect(after).toMatchObject({
        total_cost: before.total_cost,
        currency: 'KWD',
        valid_until_date: before.valid_until_date,
        version: before.version,
      });
    },
  );

  it('refuses adding rate-card lines to an accepted quote', async () => {
    const lane = { transport_mode: 'Air', origin_code: 'HKG', destination_code: 'AMS' };
    const sent = await sentQuote(sending.api, { ...lane, valid_until_date: addDays(todayIso(), 20) });
    const card = await sending.api.call('POST', '/rate_cards', {
      carrier: 'Cathay Cargo',
      transport_mode: 'Air',
      origin_code: 'HKG',
      destination_code: 'AMS',
      valid_from: addDays(todayIso(), -5),
      valid_to: addDays(todayIso(), 60),
      currency: 'USD',
      minimum_charge: 50,
      breaks: [{ min_weight: 0, rate: 2 }],
      surcharges: [],
    });
    expect(card.statusCode, card.body).toBe(201);
    await sending.t.app.inject({
      method: 'POST',
      url: `/api/1/public/quotes/${sent.token}/accept`,
      payload: { name: 'Kenji Sato', accept_terms: true },
      remoteAddress: nextIp(),
    });
    const res = await sending.api.call('POST', `/quotations/${sent.q.id}/apply_rate_card`, {
      rate_card_id: card.json().id,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('QUOTE_ACCEPTED_LOCKED');
    const lines = (await sending.api.call('GET', `/cost_items?quotation_id=${sent.q.id}`)).json();
    expect(lines.total).toBe(1);
  });

  it('still lets staff move the status, write internal notes and note a cost line', async () => {
    const sent = await acceptedQuote();
    const notes = await sending.api.call('PUT', `/quotations/${sent.q.id}`, {
      notes: 'Client called: pickup on Monday',
      priority: 'High',
    });
    expect(notes.statusCode, notes.body).toBe(200);
    const note = await sending.api.call('POST', '/cost_item_notes', {
      cost_item_id: sent.cost.id,
      type: 'text',
      content: 'Booked with the trucker',
    });
    expect(note.statusCode, note.body).toBe(201);
    const moved = await sending.api.call('PUT', `/quotations/${sent.q.id}`, { status: 'Completed' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'Completed', notes: 'Client called: pickup on Monday' });
  });

  it('refuses deleting an accepted quote (409 naming the way out) and keeps it with its lines', async () => {
    const sent = await acceptedQuote();
    const res = await sending.api.call('DELETE', `/quotations/${sent.q.id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'QUOTE_ACCEPTED_LOCKED',
      message: expect.stringContaining('cannot be deleted'),
    });
    expect(res.json().error.message).toContain('Cancelled');
    const kept = await sending.api.call('GET', `/quotations/${sent.q.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ accepted_by: 'Søren Ålund' });
    const lines = (await sending.api.call('GET', `/cost_items?quotation_id=${sent.q.id}`)).json();
    expect(lines.total).toBe(1);
  });

  it('still deletes a sent quote the client has not accepted', async () => {
    const sent = await sentQuote(sending.api, { currency: 'JPY' });
    const res = await sending.api.call('DELETE', `/quotations/${sent.q.id}`);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await sending.api.call('GET', `/quotations/${sent.q.id}`)).statusCode).toBe(404);
  });

  it('lets a revision of the accepted quote change its offer again', async () => {
    const sent = await acceptedQuote();
    const revised = await sending.api.call('POST', `/quotations/${sent.q.id}/revise`);
    expect(revised.statusCode, revised.body).toBe(201);
    const copy = revised.json();
    expect(copy.accepted_at).toBeNull();
    const res = await sending.api.call('PUT', `/quotations/${copy.id}`, { currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('allows every one of these writes before the client accepts', async () => {
    const sent = await sentQuote(sending.api, { currency: 'KWD' });
    for (const [name, method, url, body] of OFFER_WRITES) {
      const res = await sending.api.call(method, url(sent), bodyOf(sent, body));
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
    }
  });
});
