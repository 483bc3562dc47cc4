import { describe, expect, it } from 'vitest';
import { completeAddress } from './quotation-contents.fixtures';
import { revise, sendingTestApp, sentQuote } from './quotation-revisions.fixtures';
import { pdfPages } from './quote-send.fixtures';

/** Revising a sent quote: the new revision, the read-only old one and its dead link. */
const app = sendingTestApp({ admin: { first_name: 'Ada', last_name: 'Reviser' } });
let ipCounter = 1;
const nextIp = () => `198.51.100.${ipCounter++}`;

describe('POST /quotations/{id}/revise', () => {
  it('makes revision 2 under the same number, Working, copying fields, addresses, cargo and cost lines', async () => {
    const { q, box, cost } = await sentQuote(app.api, {
      project_description: 'Machine parts',
      priority: 'High',
    });
    const res = await revise(app.api, q.id);
    expect(res.statusCode, res.body).toBe(201);
    const rev2 = res.json();
    expect(rev2).toMatchObject({
      quotation_number: q.quotation_number,
      revision: 2,
      superseded: false,
      status: 'Working',
      client_name: 'Open Seas LLC',
      notes: 'Handle with care',
      project_description: 'Machine parts',
      priority: 'High',
      valid_until_date: q.valid_until_date,
      total_cost: 350,
      accepted_at: null,
    });
    expect(rev2.id).not.toBe(q.id);
    // The address is a copy of its own, with the same values.
    expect(rev2.origin_address.id).not.toBe(q.origin_address.id);
    expect(rev2.origin_address).toMatchObject({ city: 'Lisbon', address_line_1: '12 Harbour Road' });
    const boxes = (await app.api.call('GET', `/box_items?quotation_id=${rev2.id}`)).json().data;
    expect(boxes.map((b: { name: string; quantity: number }) => [b.name, b.quantity])).toEqual([
      ['Pallet', 2],
    ]);
    expect(boxes[0].id).not.toBe(box.id);
    const costs = (await app.api.call('GET', `/cost_items?quotation_id=${rev2.id}`)).json().data;
    expect(
      costs.map((c: { description: string; total_cost: number }) => [c.description, c.total_cost]),
    ).toEqual([['Trucking to port', 350]]);
    expect(costs[0].id).not.toBe(cost.id);

    const old = await app.api.getQuotation(q.id);
    expect(old).toMatchObject({ revision: 1, superseded: true, status: 'OnClientReview' });
    const history = (await app.api.call('GET', `/quotations/${q.id}/history`)).json().data;
    expect(history).toContainEqual(expect.objectContaining({ field: 'superseded', old: false, new: true }));

    const rev3 = await revise(app.api, rev2.id);
    expect(rev3.statusCode).toBe(409);
    expect(rev3.json().error.message).toMatch(/sent/);
  });

  it('answers 409 for a quote never sent, and for a superseded revision (naming the newest)', async () => {
    const fresh = await app.api.newQuotation();
    const notSent = await revise(app.api, fresh.id);
    expect(notSent.statusCode).toBe(409);
    expect(notSent.json().error.message).toBe(
      'Only a quote that has been sent to the client can be revised. Send it first, or edit it as it is.',
    );
    expect((await app.api.getQuotation(fresh.id)).superseded).toBe(false);

    const { q } = await sentQuote(app.api);
    expect((await revise(app.api, q.id)).statusCode).toBe(201);
    const again = await revise(app.api, q.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This revision is superseded by rev 2. Open the newest revision to change it.',
    );
    expect((await revise(app.api, 999_999)).statusCode).toBe(404);
  });

  it('makes exactly one new revision when two people revise the same quotation at once', async () => {
    const { q } = await sentQuote(app.api);
    const answers = await Promise.all([revise(app.api, q.id), revise(app.api, q.id), revise(app.api, q.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const all = (
      await app.api.call('GET', `/quotations?quotation_number=${q.quotation_number}&include_superseded=true`)
    ).json();
    expect(all.total).toBe(2);
  });

  it('shows the revision in the PDF title and file name, and in the send subject', async () => {
    const { q } = await sentQuote(app.api);
    const rev2 = (await revise(app.api, q.id)).json();
    const pdf = await app.api.call('GET', `/quotations/${rev2.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`${q.quotation_number} rev 2.pdf`);
    expect((await pdfPages(pdf.rawPayload)).join(' ')).toContain(`${q.quotation_number} rev 2`);
    const sent = await app.api.call('POST', `/quotations/${rev2.id}/send`, {
      to: ['client@open.test'],
      subject: 'Your quote {quotation_number}',
      message: 'm',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const mail = await app.smtp.waitFor((m) => m.subject === `Your quote ${q.quotation_number} rev 2`);
    expect(mail).toBeTruthy();
  });
});

describe('a superseded revision is read-only', () => {
  it('refuses every write to it, its cargo and cost lines and its addresses with 409, and writes nothing', async () => {
    const { q, box, cost, addressId } = await sentQuote(app.api);
    expect((await revise(app.api, q.id)).statusCode).toBe(201);
    const message = 'This revision is superseded by rev 2. Open the newest revision to change it.';
    const writes = [
      app.api.call('PUT', `/quotations/${q.id}`, { notes: 'changed' }),
      app.api.call('PUT', `/quotations/${q.id}`, { status: 'Active' }),
      app.api.call('DELETE', `/quotations/${q.id}`),
      app.api.call('POST', '/box_items', {
        quotation_id: q.id,
        name: 'More',
        input_mode: 'volume',
        volume_value: 1,
      }),
      app.api.call('PUT', `/box_items/${box.id}`, { quantity: 9 }),
      app.api.call('DELETE', `/box_items/${box.id}`),
      app.api.call('POST', '/cost_items', {
        quotation_id: q.id,
        category_id: (await app.api.categories()).packaging,
        description: 'More',
        calculation_method: 'Fixed',
        total_cost: 5,
      }),
      app.api.call('PUT', `/cost_items/${cost.id}`, { total_cost: 1 }),
      app.api.call('DELETE', `/cost_items/${cost.id}`),
      app.api.call('PUT', `/addresses/${addressId}`, { city: 'Porto' }),
      app.api.call('DELETE', `/addresses/${addressId}`),
      app.api.call('POST', '/addresses', {
        ...completeAddress,
        quotation_id: q.id,
        quotation_role: 'destination',
      }),
      app.api.call('POST', `/quotations/${q.id}/send`, {
        to: ['client@open.test'],
        subject: 's',
        message: 'm',
      }),
      app.api.call('POST', `/quotations/${q.id}/reprice`),
      app.api.call('POST', `/quotations/${q.id}/extend_validity`, { valid_until_date: '2099-12-31' }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(message);
    }
    const after = await app.api.getQuotation(q.id);
    expect(after).toMatchObject({ notes: 'Handle with care', status: 'OnClientReview', total_cost: 350 });
    expect(after.origin_address.city).toBe('Lisbon');
    expect(after.destination_address).toBeNull();
    expect((await app.api.call('GET', `/box_items/${box.id}`)).json().quantity).toBe(2);
    expect((await app.api.call('GET', `/cost_items/${cost.id}`)).json().total_cost).toBe(350);
  });

  it('shares one documents folder between the revisions of a quote', async () => {
    const { q } = await sentQuote(app.api);
    const rev2 = (await revise(app.api, q.id)).json();
    const first = await app.api.call('POST', `/quotations/${q.id}/document_folder`);
    const second = await app.api.call('POST', `/quotations/${rev2.id}/document_folder`);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    // The PDF of revision 2 is filed there beside revision 1's.
    expect((await app.api.call('GET', `/quotations/${rev2.id}/pdf`)).statusCode).toBe(200);
    const docs = await app.api.call('GET', `/documents?folder_id=${first.json().id}`);
    const names = docs.json().data.map((d: { file_name: string }) => d.file_name);
    expect(names).toContain(`${q.quotation_number} rev 2.pdf`);
    expect(names).toContain(`${q.quotation_number}.pdf`);
  });

  it('deleting the newest revision makes the one before it current and writable again', async () => {
    const { q } = await sentQuote(app.api);
    const rev2 = (await revise(app.api, q.id)).json();
    expect((await app.api.call('DELETE', `/quotations/${rev2.id}`)).statusCode).toBe(204);
    expect((await app.api.getQuotation(q.id)).superseded).toBe(false);
    expect((await app.api.call('PUT', `/quotations/${q.id}`, { notes: 'again' })).statusCode).toBe(200);
  });
});

describe('the acceptance link of a superseded revision', () => {
  it('answers 410 saying a newer revision replaced it, for viewing, the PDF and answers', async () => {
    const { q, token } = await sentQuote(app.api);
    expect(
      (
        await app.t.app.inject({
          method: 'GET',
          url: `/api/1/public/quotes/${token}`,
          remoteAddress: nextIp(),
        })
      ).statusCode,
    ).toBe(200);
    expect((await revise(app.api, q.id)).statusCode).toBe(201);
    const message = `This quote has been replaced by a newer revision (${q.quotation_number} rev 2). Please use the link in our latest e-mail.`;
    const calls = [
      app.t.app.inject({ method: 'GET', url: `/api/1/public/quotes/${token}`, remoteAddress: nextIp() }),
      app.t.app.inject({ method: 'GET', url: `/api/1/public/quotes/${token}/pdf`, remoteAddress: nextIp() }),
      app.t.app.inject({
        method: 'POST',
        url: `/api/1/public/quotes/${token}/accept`,
        payload: { name: 'Client', accept_terms: true },
        remoteAddress: nextIp(),
      }),
      app.t.app.inject({
        method: 'POST',
        url: `/api/1/public/quotes/${token}/decline`,
        payload: { reason: 'Price' },
        remoteAddress: nextIp(),
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(410);
      expect(res.json().error.message).toBe(message);
    }
    expect(await app.api.getQuotation(q.id)).toMatchObject({
      accepted_at: null,
      declined_at: null,
      status: 'OnClientReview',
    });
  });
});

describe('permissions', () => {
  it('revise needs quotations:edit; the revisions and their diff need quotations:view', async () => {
    const { q } = await sentQuote(app.api);
    const viewer = (await app.t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    const nobody = (await app.t.signedInUser({ grants: {} })).cookie;
    const editor = (await app.t.signedInUser({ grants: { quotations: ['view', 'edit'] } })).cookie;
    expect((await revise(app.api, q.id, viewer)).statusCode).toBe(403);
    expect((await revise(app.api, q.id, nobody)).statusCode).toBe(403);
    expect((await app.api.getQuotation(q.id)).superseded).toBe(false);
    const diffUrl = `/quotations/${q.id}/revisions/diff?from=${q.id}&to=${q.id}`;
    expect(
      (await app.api.call('GET', `/quotations/${q.id}/revisions`, undefined, {}, viewer)).statusCode,
    ).toBe(200);
    expect((await app.api.call('GET', diffUrl, undefined, {}, viewer)).statusCode).toBe(200);
    expect(
      (await app.api.call('GET', `/quotations/${q.id}/revisions`, undefined, {}, nobody)).statusCode,
    ).toBe(403);
    expect((await app.api.call('GET', diffUrl, undefined, {}, nobody)).statusCode).toBe(403);
    const res = await revise(app.api, q.id, editor);
    expect(res.statusCode).toBe(201);
    const signedOut = await app.t.app.inject({ method: 'POST', url: `/api/1/quotations/${q.id}/revise` });
    expect(signedOut.statusCode).toBe(401);
  });
});
