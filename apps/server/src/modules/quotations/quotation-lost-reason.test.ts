import { describe, expect, it } from 'vitest';
import { sendingTestApp } from './quotation-revisions.fixtures';

const sending = sendingTestApp();

const save = (id: number, body: object) => sending.api.call('PUT', `/quotations/${id}`, body);

describe('cancelling asks why the quotation was lost', () => {
  it('a move to Cancelled without lost_reason is a 400 with the field message, and nothing changes', async () => {
    const q = await sending.api.newQuotation({ status: 'Working' });
    const res = await save(q.id, { status: 'Cancelled' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ lost_reason: 'Please choose why the quotation was lost' });
    const after = await sending.api.getQuotation(q.id);
    expect(after).toMatchObject({ status: 'Working', version: q.version, lost_reason: null });
  });

  it('an unknown reason is a 400 naming the reasons', async () => {
    const q = await sending.api.newQuotation();
    const res = await save(q.id, { status: 'Cancelled', lost_reason: 'weather' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.lost_reason).toBe(
      'Lost reason must be one of: price, transit_time, service_or_capacity, client_postponed, competitor, no_answer, other',
    );
  });

  it('records the reason, with the competitor and comment optional, on every answer', async () => {
    const bare = await sending.api.newQuotation();
    const plain = await save(bare.id, { status: 'Cancelled', lost_reason: 'no_answer' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({
      status: 'Cancelled',
      lost_reason: 'no_answer',
      lost_to: '',
      lost_comment: '',
    });

    const q = await sending.api.newQuotation({ client_name: 'Lost Cargo Co' });
    const res = await save(q.id, {
      status: 'Cancelled',
      lost_reason: 'competitor',
      lost_to: ' Blue Line Shipping ',
      lost_comment: 'They offered 10% less',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      status: 'Cancelled',
      lost_reason: 'competitor',
      lost_to: 'Blue Line Shipping',
      lost_comment: 'They offered 10% less',
    };
    expect(res.json()).toMatchObject(expected);
    expect(await sending.api.getQuotation(q.id)).toMatchObject(expected);
    const listed = (await sending.api.call('GET', '/quotations?search=Lost%20Cargo%20Co')).json().data[0];
    expect(listed).toMatchObject(expected);
  });

  it('other statuses refuse the fields; a Cancelled one may have its reason corrected', async () => {
    const q = await sending.api.newQuotation();
    const refused = await save(q.id, { status: 'Active', lost_reason: 'price' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      lost_reason: 'A lost reason can only be given when the quotation is cancelled',
    });
    expect((await save(q.id, { lost_to: 'Someone' })).statusCode).toBe(400);
    expect((await sending.api.getQuotation(q.id)).status).toBe('Pending');

    expect((await save(q.id, { status: 'Cancelled', lost_reason: 'price' })).statusCode).toBe(200);
    const corrected = await save(q.id, { lost_reason: 'transit_time' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ status: 'Cancelled', lost_reason: 'transit_time' });
  });

  it('moving back out of Cancelled clears the reason, competitor and comment, and the history shows both moves', async () => {
    const q = await sending.api.newQuotation();
    await save(q.id, {
      status: 'Cancelled',
      lost_reason: 'price',
      lost_to: 'Rival',
      lost_comment: 'Too dear',
    });
    const reopened = await save(q.id, { status: 'Working' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({
      status: 'Working',
      lost_reason: null,
      lost_to: '',
      lost_comment: '',
    });
    const history = (await sending.api.call('GET', `/quotations/${q.id}/history`)).json().data;
    const lostReasons = history.filter((e: { field: string }) => e.field === 'lost_reason');
    expect(lostReasons.map((e: { old: unknown; new: unknown }) => [e.old, e.new])).toEqual([
      ['price', null],
      [null, 'price'],
    ]);
  });
});

describe("the client's decline through the link", () => {
  it('fills the same lost reason (and the comment), so the dashboard counts it', async () => {
    const competitorCount = async () => {
      const rows = (await sending.api.call('GET', '/dashboard')).json().quotations.win_rate.lost_by_reason;
      return rows.find((r: { reason: string }) => r.reason === 'competitor')?.count ?? 0;
    };
    const before = await competitorCount();
    const q = await sending.api.newQuotation({ client_name: 'Declining Client' });
    await sending.api.addCostLine(q.id);
    const sent = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      to: ['no@client.test'],
      subject: 's',
      message: 'm',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const token = (sent.json().acceptance_url as string).split('/q/')[1]!;
    const res = await sending.t.app.inject({
      method: 'POST',
      url: `/api/1/public/quotes/${token}/decline`,
      payload: { reason: 'Went with a competitor', comment: 'Cheaper elsewhere' },
      remoteAddress: '192.0.2.77',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sending.api.getQuotation(q.id)).toMatchObject({
      status: 'Cancelled',
      decline_reason: 'Went with a competitor',
      lost_reason: 'competitor',
      lost_comment: 'Cheaper elsewhere',
    });
    expect(await competitorCount()).toBe(before + 1);
  });
});
