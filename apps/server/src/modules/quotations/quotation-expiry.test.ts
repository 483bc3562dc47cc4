import { addDays, todayIso } from '@freight/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendingTestApp } from './quotation-revisions.fixtures';

const sending = sendingTestApp({ admin: { first_name: 'Ada', last_name: 'Admin' } });
let viewerCookie: string;
let editorCookie: string;
let ipCounter = 1;
const nextIp = () => `203.0.113.${ipCounter++}`;

beforeAll(async () => {
  viewerCookie = (await sending.t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
  editorCookie = (await sending.t.signedInUser({ grants: { quotations: ['view', 'edit'] } })).cookie;
});

const today = () => todayIso();
const yesterday = () => addDays(todayIso(), -1);

/** A quotation in `status` whose valid-until is `validUntil`. */
function quotationUntil(status: string, validUntil: string, client = `Client ${status} ${validUntil}`) {
  return sending.api.newQuotation({
    status,
    client_name: client,
    start_date: addDays(todayIso(), -40),
    valid_until_date: validUntil,
  });
}

const extend = (id: number, valid_until_date: unknown, cookie?: string) =>
  sending.api.call('POST', `/quotations/${id}/extend_validity`, { valid_until_date }, {}, cookie);

describe('expired', () => {
  it('Pending, Working and On Client Review are expired from the day after their valid-until day', async () => {
    for (const status of ['Pending', 'Working', 'OnClientReview']) {
      const passed = await quotationUntil(status, yesterday());
      const lastDay = await quotationUntil(status, today());
      expect(passed.expired, status).toBe(true);
      expect(lastDay.expired, status).toBe(false);
      expect((await sending.api.getQuotation(passed.id)).expired, status).toBe(true);
    }
  });

  it('Active, Completed and Cancelled never are, and the stored status does not change', async () => {
    for (const status of ['Active', 'Completed', 'Cancelled']) {
      const q = await quotationUntil(status, addDays(todayIso(), -100));
      const answer = await sending.api.getQuotation(q.id);
      expect(answer.expired, status).toBe(false);
      expect(answer.status).toBe(status);
    }
  });

  it('lists answer expired in every row and filter on it, with or without select and per status', async () => {
    const client = `Filter ${Date.now()}`;
    const expired = await quotationUntil('Working', yesterday(), client);
    const fresh = await quotationUntil('Working', today(), client);
    const won = await quotationUntil('Active', yesterday(), client);
    const list = async (query: string) => {
      const res = await sending.api.call('GET', `/quotations?search=${encodeURIComponent(client)}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await list('');
    expect(
      Object.fromEntries(all.data.map((q: { id: number; expired: boolean }) => [q.id, q.expired])),
    ).toEqual({ [expired.id]: true, [fresh.id]: false, [won.id]: false });
    expect((await list('expired=true')).data.map((q: { id: number }) => q.id)).toEqual([expired.id]);
    expect((await list('expired=true&select=quotation_number,expired')).data).toEqual([
      { id: expired.id, quotation_number: expired.quotation_number, expired: true },
    ]);
    const notExpired = await list('expired=false&order_by=id');
    expect(notExpired.total).toBe(2);
    expect(notExpired.data.map((q: { id: number }) => q.id)).toEqual([fresh.id, won.id]);
    expect((await list('status=Working&expired=false')).data.map((q: { id: number }) => q.id)).toEqual([
      fresh.id,
    ]);
    expect((await list('status=Active&expired=true')).total).toBe(0);
    expect((await list("where=expired = true or status = 'Active'&order_by=id")).total).toBe(2);
  });

  it('a filter value that is not true or false is a 400', async () => {
    const res = await sending.api.call('GET', '/quotations?expired=soon');
    expect(res.statusCode).toBe(400);
  });
});

describe('extend validity', () => {
  it('gives an expired quotation a new date: no longer expired, validity days follow, shown in its history', async () => {
    const q = await quotationUntil('OnClientReview', yesterday());
    const until = addDays(todayIso(), 14);
    const res = await extend(q.id, until, editorCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: q.id,
      valid_until_date: until,
      validity_days: 54,
      expired: false,
      status: 'OnClientReview',
      version: q.version + 1,
    });
    const history = (await sending.api.call('GET', `/quotations/${q.id}/history`)).json().data;
    expect(history[0]).toMatchObject({
      action: 'quotation.validity_extended',
      field: 'valid_until_date',
      old: yesterday(),
      new: until,
    });
    expect(history[0].user_id).not.toBeNull();
  });

  it('takes today, and refuses a date already passed or no date with the field message', async () => {
    const q = await quotationUntil('Pending', yesterday());
    const past = await extend(q.id, yesterday());
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ valid_until_date: 'Valid until must be today or later' });
    const missing = await sending.api.call('POST', `/quotations/${q.id}/extend_validity`, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['valid_until_date']);
    expect((await sending.api.getQuotation(q.id)).valid_until_date).toBe(yesterday());
    const ok = await extend(q.id, today());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().expired).toBe(false);
  });

  it('is offered on open quotations only: Active, Completed and Cancelled answer 409', async () => {
    for (const status of ['Active', 'Completed', 'Cancelled']) {
      const q = await quotationUntil(status, yesterday());
      const res = await extend(q.id, today());
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error.message).toBe(
        'Only a Pending, Working or On Client Review quotation can have its validity extended',
      );
    }
    const working = await quotationUntil('Working', addDays(todayIso(), 3));
    expect((await extend(working.id, addDays(todayIso(), 30))).statusCode).toBe(200);
  });

  it('needs quotations:edit (403 for a viewer, nothing changed), 401 signed out, 404 for an unknown one', async () => {
    const q = await quotationUntil('Pending', yesterday());
    expect((await extend(q.id, today(), viewerCookie)).statusCode).toBe(403);
    const signedOut = await sending.t.app.inject({
      method: 'POST',
      url: `/api/1/quotations/${q.id}/extend_validity`,
      payload: { valid_until_date: today() },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await sending.api.getQuotation(q.id)).valid_until_date).toBe(yesterday());
    expect((await extend(999_999, today())).statusCode).toBe(404);
  });
});

describe('the acceptance link of an expired quote', () => {
  it('refuses saying it expired, and works again until the new date once the validity is extended', async () => {
    const q = await sending.api.newQuotation({ client_name: 'Late Answer Ltd' });
    await sending.api.addCostLine(q.id);
    const sent = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      to: ['late@client.test'],
      subject: 's',
      message: 'm',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const token = (sent.json().acceptance_url as string).split('/q/')[1]!;
    const link = () =>
      sending.t.app.inject({ method: 'GET', url: `/api/1/public/quotes/${token}`, remoteAddress: nextIp() });
    expect((await link()).statusCode).toBe(200);

    // Its valid-until day passes (set back by hand, as time would).
    const current = await sending.api.getQuotation(q.id);
    const back = await sending.api.call(
      'PUT',
      `/quotations/${q.id}`,
      { valid_until_date: yesterday() },
      {
        'if-match': String(current.version),
      },
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().expired).toBe(true);
    const refused = await link();
    expect(refused.statusCode).toBe(410);
    expect(refused.json().error.message).toBe(
      'This quote has expired. Please contact us for an updated offer.',
    );
    const accept = await sending.t.app.inject({
      method: 'POST',
      url: `/api/1/public/quotes/${token}/accept`,
      payload: { name: 'Late Client', accept_terms: true },
      remoteAddress: nextIp(),
    });
    expect(accept.statusCode).toBe(410);
    expect(accept.json().error.message).toBe(
      'This quote has expired. Please contact us for an updated offer.',
    );
    expect((await sending.api.getQuotation(q.id)).status).toBe('OnClientReview');

    const until = addDays(todayIso(), 10);
    expect((await extend(q.id, until)).statusCode).toBe(200);
    const again = await link();
    expect(again.statusCode).toBe(200);
    expect(again.json().valid_until_date).toBe(until);
    const sends = (await sending.api.call('GET', `/quotations/${q.id}/sends`)).json().data;
    expect(sends[0].expires_at.slice(0, 10)).toBe(until);
  });
});
