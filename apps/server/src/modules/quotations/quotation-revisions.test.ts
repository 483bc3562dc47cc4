import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMailer } from '../../platform/mail/mailer';
import { completeAddress, type QuotationApi, quotationApi } from './quotation-contents.fixtures';
import { pdfPages } from './quote-send.fixtures';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let api: QuotationApi;
let ipCounter = 1;
const nextIp = () => `198.51.100.${ipCounter++}`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    mail: createMailer({ url: smtp.url, from: 'quotes@desk.test' }),
    publicUrl: 'http://desk.test',
  });
  api = quotationApi(
    t,
    (await t.signedInUser({ role: 'admin', first_name: 'Ada', last_name: 'Reviser' })).cookie,
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A quote with an origin address, a cargo line and a cost line, sent to the client; answers it and its link. */
async function sentQuote(extra: object = {}) {
  const q = await api.newQuotation({ client_name: 'Open Seas LLC', notes: 'Handle with care', ...extra });
  const address = await api.call('POST', '/addresses', {
    ...completeAddress,
    quotation_id: q.id,
    quotation_role: 'origin',
  });
  expect(address.statusCode, address.body).toBe(201);
  const box = await api.addBoxItem(q.id, { name: 'Pallet', quantity: 2 });
  const cost = await api.addCostItem(q.id, { description: 'Trucking to port', total_cost: 350 });
  const res = await api.call('POST', `/quotations/${q.id}/send`, {
    to: ['client@open.test'],
    subject: 's',
    message: 'm',
  });
  expect(res.statusCode, res.body).toBe(202);
  const token = (res.json().acceptance_url as string).split('/q/')[1]!;
  return { q: await api.getQuotation(q.id), token, box, cost, addressId: address.json().id as number };
}

const revise = (id: number, as?: string) => api.call('POST', `/quotations/${id}/revise`, undefined, {}, as);

describe('POST /quotations/{id}/revise', () => {
  it('makes revision 2 under the same number, Working, copying fields, addresses, cargo and cost lines', async () => {
    const { q, box, cost } = await sentQuote({ project_description: 'Machine parts', priority: 'High' });
    const res = await revise(q.id);
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
    const boxes = (await api.call('GET', `/box_items?quotation_id=${rev2.id}`)).json().data;
    expect(boxes.map((b: { name: string; quantity: number }) => [b.name, b.quantity])).toEqual([
      ['Pallet', 2],
    ]);
    expect(boxes[0].id).not.toBe(box.id);
    const costs = (await api.call('GET', `/cost_items?quotation_id=${rev2.id}`)).json().data;
    expect(
      costs.map((c: { description: string; total_cost: number }) => [c.description, c.total_cost]),
    ).toEqual([['Trucking to port', 350]]);
    expect(costs[0].id).not.toBe(cost.id);

    const old = await api.getQuotation(q.id);
    expect(old).toMatchObject({ revision: 1, superseded: true, status: 'OnClientReview' });
    const history = (await api.call('GET', `/quotations/${q.id}/history`)).json().data;
    expect(history).toContainEqual(expect.objectContaining({ field: 'superseded', old: false, new: true }));

    const rev3 = await revise(rev2.id);
    expect(rev3.statusCode).toBe(409);
    expect(rev3.json().error.message).toMatch(/sent/);
  });

  it('answers 409 for a quote never sent, and for a superseded revision (naming the newest)', async () => {
    const fresh = await api.newQuotation();
    const notSent = await revise(fresh.id);
    expect(notSent.statusCode).toBe(409);
    expect(notSent.json().error.message).toBe(
      'Only a quote that has been sent to the client can be revised. Send it first, or edit it as it is.',
    );
    expect((await api.getQuotation(fresh.id)).superseded).toBe(false);

    const { q } = await sentQuote();
    expect((await revise(q.id)).statusCode).toBe(201);
    const again = await revise(q.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This revision is superseded by rev 2. Open the newest revision to change it.',
    );
    expect((await revise(999_999)).statusCode).toBe(404);
  });

  it('makes exactly one new revision when two people revise the same quotation at once', async () => {
    const { q } = await sentQuote();
    const answers = await Promise.all([revise(q.id), revise(q.id), revise(q.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const all = (
      await api.call('GET', `/quotations?quotation_number=${q.quotation_number}&include_superseded=true`)
    ).json();
    expect(all.total).toBe(2);
  });

  it('shows the revision in the PDF title and file name, and in the send subject', async () => {
    const { q } = await sentQuote();
    const rev2 = (await revise(q.id)).json();
    const pdf = await api.call('GET', `/quotations/${rev2.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`${q.quotation_number} rev 2.pdf`);
    expect((await pdfPages(pdf.rawPayload)).join(' ')).toContain(`${q.quotation_number} rev 2`);
    const sent = await api.call('POST', `/quotations/${rev2.id}/send`, {
      to: ['client@open.test'],
      subject: 'Your quote {quotation_number}',
      message: 'm',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const mail = await smtp.waitFor((m) => m.subject === `Your quote ${q.quotation_number} rev 2`);
    expect(mail).toBeTruthy();
  });
});

describe('a superseded revision is read-only', () => {
  it('refuses every write to it, its cargo and cost lines and its addresses with 409, and writes nothing', async () => {
    const { q, box, cost, addressId } = await sentQuote();
    expect((await revise(q.id)).statusCode).toBe(201);
    const message = 'This revision is superseded by rev 2. Open the newest revision to change it.';
    const writes = [
      api.call('PUT', `/quotations/${q.id}`, { notes: 'changed' }),
      api.call('PUT', `/quotations/${q.id}`, { status: 'Active' }),
      api.call('DELETE', `/quotations/${q.id}`),
      api.call('POST', '/box_items', {
        quotation_id: q.id,
        name: 'More',
        input_mode: 'volume',
        volume_value: 1,
      }),
      api.call('PUT', `/box_items/${box.id}`, { quantity: 9 }),
      api.call('DELETE', `/box_items/${box.id}`),
      api.call('POST', '/cost_items', {
        quotation_id: q.id,
        category_id: (await api.categories()).packaging,
        description: 'More',
        calculation_method: 'Fixed',
        total_cost: 5,
      }),
      api.call('PUT', `/cost_items/${cost.id}`, { total_cost: 1 }),
      api.call('DELETE', `/cost_items/${cost.id}`),
      api.call('PUT', `/addresses/${addressId}`, { city: 'Porto' }),
      api.call('DELETE', `/addresses/${addressId}`),
      api.call('POST', '/addresses', {
        ...completeAddress,
        quotation_id: q.id,
        quotation_role: 'destination',
      }),
      api.call('POST', `/quotations/${q.id}/send`, { to: ['client@open.test'], subject: 's', message: 'm' }),
      api.call('POST', `/quotations/${q.id}/reprice`),
      api.call('POST', `/quotations/${q.id}/extend_validity`, { valid_until_date: '2099-12-31' }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(message);
    }
    const after = await api.getQuotation(q.id);
    expect(after).toMatchObject({ notes: 'Handle with care', status: 'OnClientReview', total_cost: 350 });
    expect(after.origin_address.city).toBe('Lisbon');
    expect(after.destination_address).toBeNull();
    expect((await api.call('GET', `/box_items/${box.id}`)).json().quantity).toBe(2);
    expect((await api.call('GET', `/cost_items/${cost.id}`)).json().total_cost).toBe(350);
  });

  it('shares one documents folder between the revisions of a quote', async () => {
    const { q } = await sentQuote();
    const rev2 = (await revise(q.id)).json();
    const first = await api.call('POST', `/quotations/${q.id}/document_folder`);
    const second = await api.call('POST', `/quotations/${rev2.id}/document_folder`);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    // The PDF of revision 2 is filed there beside revision 1's.
    expect((await api.call('GET', `/quotations/${rev2.id}/pdf`)).statusCode).toBe(200);
    const docs = await api.call('GET', `/documents?folder_id=${first.json().id}`);
    const names = docs.json().data.map((d: { file_name: string }) => d.file_name);
    expect(names).toContain(`${q.quotation_number} rev 2.pdf`);
    expect(names).toContain(`${q.quotation_number}.pdf`);
  });

  it('deleting the newest revision makes the one before it current and writable again', async () => {
    const { q } = await sentQuote();
    const rev2 = (await revise(q.id)).json();
    expect((await api.call('DELETE', `/quotations/${rev2.id}`)).statusCode).toBe(204);
    expect((await api.getQuotation(q.id)).superseded).toBe(false);
    expect((await api.call('PUT', `/quotations/${q.id}`, { notes: 'again' })).statusCode).toBe(200);
  });
});

describe('the acceptance link of a superseded revision', () => {
  it('answers 410 saying a newer revision replaced it, for viewing, the PDF and answers', async () => {
    const { q, token } = await sentQuote();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/1/public/quotes/${token}`, remoteAddress: nextIp() }))
        .statusCode,
    ).toBe(200);
    expect((await revise(q.id)).statusCode).toBe(201);
    const message = `This quote has been replaced by a newer revision (${q.quotation_number} rev 2). Please use the link in our latest e-mail.`;
    const calls = [
      t.app.inject({ method: 'GET', url: `/api/1/public/quotes/${token}`, remoteAddress: nextIp() }),
      t.app.inject({ method: 'GET', url: `/api/1/public/quotes/${token}/pdf`, remoteAddress: nextIp() }),
      t.app.inject({
        method: 'POST',
        url: `/api/1/public/quotes/${token}/accept`,
        payload: { name: 'Client', accept_terms: true },
        remoteAddress: nextIp(),
      }),
      t.app.inject({
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
    expect(await api.getQuotation(q.id)).toMatchObject({
      accepted_at: null,
      declined_at: null,
      status: 'OnClientReview',
    });
  });
});

describe('GET /quotations/{id}/revisions and the diff', () => {
  it('lists every revision newest first, from any of them, with who made each', async () => {
    const { q } = await sentQuote();
    const rev2 = (await revise(q.id)).json();
    for (const id of [q.id, rev2.id]) {
      const res = await api.call('GET', `/quotations/${id}/revisions`);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data;
      expect(
        rows.map((r: { id: number; revision: number; superseded: boolean }) => [
          r.id,
          r.revision,
          r.superseded,
        ]),
      ).toEqual([
        [rev2.id, 2, false],
        [q.id, 1, true],
      ]);
      expect(rows[0]).toMatchObject({
        status: 'Working',
        total_cost: 350,
        currency: 'USD',
        made_by: { name: 'Ada Reviser' },
      });
    }
    expect((await api.call('GET', '/quotations/999999/revisions')).statusCode).toBe(404);
  });

  it('shows fields and a cost and cargo line changed, added and removed, pairing each line with its copy', async () => {
    const { q } = await sentQuote();
    const rev2 = (await revise(q.id)).json();
    const boxes = (await api.call('GET', `/box_items?quotation_id=${rev2.id}`)).json().data;
    const costs = (await api.call('GET', `/cost_items?quotation_id=${rev2.id}`)).json().data;
    expect((await api.call('PUT', `/box_items/${boxes[0].id}`, { quantity: 5 })).statusCode).toBe(200);
    expect((await api.call('PUT', `/cost_items/${costs[0].id}`, { total_cost: 400 })).statusCode).toBe(200);
    await api.addCostItem(rev2.id, { description: 'Insurance', total_cost: 25 });
    await api.addBoxItem(rev2.id, { name: 'Drum' });
    expect((await api.call('PUT', `/quotations/${rev2.id}`, { notes: 'Revised offer' })).statusCode).toBe(
      200,
    );

    const res = await api.call('GET', `/quotations/${rev2.id}/revisions/diff?from=${q.id}&to=${rev2.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const diff = res.json();
    expect(diff.from).toEqual({ id: q.id, revision: 1 });
    expect(diff.to).toEqual({ id: rev2.id, revision: 2 });
    expect(diff.fields).toContainEqual({
      field: 'notes',
      label: 'Notes',
      old: 'Handle with care',
      new: 'Revised offer',
    });
    expect(diff.fields).toContainEqual({ field: 'total_cost', label: 'Total cost', old: 350, new: 425 });
    expect(diff.fields).toContainEqual({
      field: 'status',
      label: 'Status',
      old: 'OnClientReview',
      new: 'Working',
    });
    expect(diff.cargo.map((l: { change: string; label: string }) => [l.change, l.label])).toEqual([
      ['changed', 'Pallet'],
      ['added', 'Drum'],
    ]);
    expect(diff.cargo[0].fields).toContainEqual({ field: 'quantity', label: 'Quantity', old: 2, new: 5 });
    expect(diff.costs.map((l: { change: string; label: string }) => [l.change, l.label])).toEqual([
      ['changed', 'Trucking to port'],
      ['added', 'Insurance'],
    ]);
    expect(diff.costs[0].fields).toContainEqual({ field: 'total_cost', label: 'Total', old: 350, new: 400 });

    // Removing a line in revision 2 shows it removed.
    expect((await api.call('DELETE', `/box_items/${boxes[0].id}`)).statusCode).toBe(204);
    const after = (
      await api.call('GET', `/quotations/${q.id}/revisions/diff?from=${q.id}&to=${rev2.id}`)
    ).json();
    expect(after.cargo.map((l: { change: string }) => l.change)).toEqual(['added', 'removed']);
  });

  it('refuses revisions of another quote and missing parameters with 400', async () => {
    const { q } = await sentQuote();
    const other = await api.newQuotation();
    const res = await api.call('GET', `/quotations/${q.id}/revisions/diff?from=${other.id}&to=${q.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ from: 'Both revisions must belong to this quote' });
    const missing = await api.call('GET', `/quotations/${q.id}/revisions/diff?from=${q.id}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.to).toBe('Choose the to revision');
  });
});

describe('lists show each quote once, as its newest revision', () => {
  it('hides superseded revisions from lists, counts, search and the dashboard unless asked', async () => {
    const { q } = await sentQuote({ client_name: 'Unique Revisions Ltd' });
    const before = (await api.call('GET', '/quotations/counts')).json();
    const dashboardBefore = (await api.call('GET', '/dashboard')).json().quotations;
    const rev2 = (await revise(q.id)).json();
    const list = (await api.call('GET', '/quotations?search=Unique Revisions')).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([rev2.id]);
    const all = (await api.call('GET', '/quotations?search=Unique Revisions&include_superseded=true')).json();
    expect(all.data.map((r: { id: number }) => r.id).sort()).toEqual([q.id, rev2.id].sort());
    const onlyOld = (await api.call('GET', '/quotations?search=Unique Revisions&superseded=true')).json();
    expect(onlyOld.data.map((r: { id: number }) => r.id)).toEqual([q.id]);
    const bad = await api.call('GET', '/quotations?include_superseded=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('include_superseded must be true or false');

    const counts = (await api.call('GET', '/quotations/counts')).json();
    expect(counts.total).toBe(before.total);
    expect(counts.OnClientReview).toBe(before.OnClientReview - 1);
    expect(counts.Working).toBe(before.Working + 1);

    const dashboard = (await api.call('GET', '/dashboard')).json().quotations;
    const pipelineTotal = (d: { pipeline: { count: number }[] }) =>
      d.pipeline.reduce((n, s) => n + s.count, 0);
    expect(pipelineTotal(dashboard)).toBe(pipelineTotal(dashboardBefore));
    const recentIds = dashboard.recent.map((r: { id: number }) => r.id);
    expect(recentIds).toContain(rev2.id);
    expect(recentIds).not.toContain(q.id);
    expect(dashboard.recent.find((r: { id: number }) => r.id === rev2.id).revision).toBe(2);

    const search = (await api.call('GET', '/search?q=Unique Revisions')).json();
    const group = search.groups?.find((g: { kind: string }) => g.kind === 'quotation') ?? search.quotation;
    expect(JSON.stringify(search)).toContain(`${q.quotation_number} rev 2`);
    expect(group).toBeTruthy();
    expect(group.total).toBe(1);
  });
});

describe('permissions', () => {
  it('revise needs quotations:edit; the revisions and their diff need quotations:view', async () => {
    const { q } = await sentQuote();
    const viewer = (await t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    const nobody = (await t.signedInUser({ grants: {} })).cookie;
    const editor = (await t.signedInUser({ grants: { quotations: ['view', 'edit'] } })).cookie;
    expect((await revise(q.id, viewer)).statusCode).toBe(403);
    expect((await revise(q.id, nobody)).statusCode).toBe(403);
    expect((await api.getQuotation(q.id)).superseded).toBe(false);
    const diffUrl = `/quotations/${q.id}/revisions/diff?from=${q.id}&to=${q.id}`;
    expect((await api.call('GET', `/quotations/${q.id}/revisions`, undefined, {}, viewer)).statusCode).toBe(
      200,
    );
    expect((await api.call('GET', diffUrl, undefined, {}, viewer)).statusCode).toBe(200);
    expect((await api.call('GET', `/quotations/${q.id}/revisions`, undefined, {}, nobody)).statusCode).toBe(
      403,
    );
    expect((await api.call('GET', diffUrl, undefined, {}, nobody)).statusCode).toBe(403);
    const res = await revise(q.id, editor);
    expect(res.statusCode).toBe(201);
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/1/quotations/${q.id}/revise` });
    expect(signedOut.statusCode).toBe(401);
  });
});
