import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendingTestApp, sentQuote } from './quotation-revisions.fixtures';

/**
 * A quote is valid through the whole of its valid-until day on the company's clock (its details' time zone),
 * not the UTC day: at 23:30 UTC on 27 November it is already the 28th in Tokyo and still the 27th in Los
 * Angeles. Only the clock of this process is moved; the statements read the instant it gives them.
 */
const sending = sendingTestApp({ admin: { first_name: 'Aiko', last_name: 'Tanaka' } });
const AT_2330_UTC = new Date('2026-11-27T23:30:00.000Z');
let ipCounter = 1;
const nextIp = () => `192.0.2.${ipCounter++}`;

async function useCompanyZone(time_zone: string) {
  const current = (await sending.api.call('GET', '/company-profile')).json();
  const res = await sending.api.call(
    'PUT',
    '/company-profile',
    { time_zone },
    { 'if-match': String(current.version) },
  );
  expect(res.statusCode, res.body).toBe(200);
}

const quoteUntil = (valid_until_date: string, client_name: string) =>
  sending.api.newQuotation({ client_name, start_date: '2026-10-01', valid_until_date, status: 'Working' });

const openLink = (token: string) =>
  sending.t.app.inject({ method: 'GET', url: `/api/1/public/quotes/${token}`, remoteAddress: nextIp() });

const sendsOf = async (id: number) => (await sending.api.call('GET', `/quotations/${id}/sends`)).json().data;

const expiredOfList = async (client: string) => {
  const res = await sending.api.call(
    'GET',
    `/quotations?search=${encodeURIComponent(client)}&select=expired`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((row: { expired: boolean }) => row.expired);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AT_2330_UTC);
});
afterEach(() => vi.useRealTimers());

describe("a quote's validity ends with its day on the company's clock", () => {
  it('Asia/Tokyo: at 23:30 UTC a quote valid until that day has expired; its link and sending refuse it', async () => {
    await useCompanyZone('America/Los_Angeles');
    const { q, token } = await sentQuote(sending.api, {
      start_date: '2026-10-01',
      valid_until_date: '2026-11-27',
      client_name: 'Ryōko Bōeki KK',
    });
    const [sent] = await sendsOf(q.id);
    expect(sent.expires_at).toBe('2026-11-28T07:59:59.999Z');

    await useCompanyZone('Asia/Tokyo');
    const answer = await sending.api.getQuotation(q.id);
    expect(answer.expired).toBe(true);
    expect(await expiredOfList('Ryōko Bōeki KK')).toEqual([true]);
    const link = await openLink(token);
    expect(link.statusCode).toBe(410);
    expect(link.json().error.message).toBe('This quote has expired. Please contact us for an updated offer.');
    const again = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      to: ['client@ryoko.test'],
      subject: 's',
      message: 'm',
    });
    expect(again.statusCode).toBe(409);

    // Tomorrow in Tokyo is the 28th: valid through it, and a link sent now lives until its Tokyo midnight.
    const tomorrow = await quoteUntil('2026-11-28', 'Ryōko Bōeki KK (next day)');
    expect(tomorrow.expired).toBe(false);
    const extended = await sending.api.call('POST', `/quotations/${q.id}/extend_validity`, {
      valid_until_date: '2026-11-28',
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().expired).toBe(false);
    expect((await sendsOf(q.id))[0].expires_at).toBe('2026-11-28T14:59:59.999Z');
    expect((await openLink(token)).statusCode).toBe(200);
  });

  it('Tokyo refuses extending to the 27th at 23:30 UTC: that day is over there', async () => {
    await useCompanyZone('Asia/Tokyo');
    const q = await quoteUntil('2026-11-20', 'Nakamura Shōji');
    const res = await sending.api.call('POST', `/quotations/${q.id}/extend_validity`, {
      valid_until_date: '2026-11-27',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ valid_until_date: 'Valid until must be today or later' });
  });

  it('America/Los_Angeles: at 23:30 UTC the quote is still valid through its day, the day before has passed', async () => {
    await useCompanyZone('America/Los_Angeles');
    const today = await quoteUntil('2026-11-27', 'Cargas Peñalosa SA');
    const yesterday = await quoteUntil('2026-11-26', 'Cargas Peñalosa SA');
    expect(today.expired).toBe(false);
    expect(yesterday.expired).toBe(true);
    const byId = Object.fromEntries(
      (await sending.api.call('GET', '/quotations?search=Pe%C3%B1alosa&select=expired,valid_until_date'))
        .json()
        .data.map((row: { valid_until_date: string; expired: boolean }) => [
          row.valid_until_date,
          row.expired,
        ]),
    );
    expect(byId).toEqual({ '2026-11-27': false, '2026-11-26': true });
  });

  it("a running server's quote detail turns expired at the company's midnight, not the day it first read one", async () => {
    await useCompanyZone('UTC');
    const quote = await quoteUntil('2026-11-27', 'Transportes Ibáñez SL');
    expect((await sending.api.getQuotation(quote.id)).expired).toBe(false);
    vi.setSystemTime(new Date('2026-11-28T00:20:00.000Z'));
    expect((await sending.api.getQuotation(quote.id)).expired).toBe(true);
    const opened = await sentQuote(sending.api, {
      start_date: '2026-10-01',
      valid_until_date: '2026-11-28',
      client_name: 'Transportes Ibáñez SL',
    });
    vi.setSystemTime(new Date('2026-11-29T00:20:00.000Z'));
    expect((await openLink(opened.token)).statusCode).toBe(410);
  });
});
