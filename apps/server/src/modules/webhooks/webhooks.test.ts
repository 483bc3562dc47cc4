import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { connectDatabase } from '../../platform/database/database';
import { quotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, quotationWithContents } from '../shipments/shipments.fixtures';
import { startWebhookWorker, type WebhookWorker } from './webhook-worker';
import { recordWebhookEvent } from './webhooks.service';

const SECRET_KEY = 'a-test-secret-key-of-at-least-32-characters';

/** The receiver's check, exactly as docs/api.md (Webhooks) shows it. */
function verifyShipDeskSignature(secret: string, header: string, rawBody: string, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!parts.v1 || !Number.isInteger(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length / 2 && timingSafeEqual(given, Buffer.from(expected, 'hex'));
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real receiver on loopback: records what arrives and answers the scripted statuses, then 200. */
function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? 200).end('receiver says hello');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  return new Promise<{
    url: string;
    received: Received[];
    statuses: number[];
    arrival: () => Promise<void>;
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/hooks`,
        received,
        statuses,
        arrival: () => new Promise<void>((wake) => waiters.push(wake)),
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

let t: TestApp;
let admin: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const workers: WebhookWorker[] = [];
const worker = (extra: Partial<Parameters<typeof startWebhookWorker>[0]> = {}) => {
  const started = startWebhookWorker({
    db: t.db,
    secretKey: SECRET_KEY,
    allowPrivate: true,
    pollMs: 60_000,
    firstRetryMs: 1,
    ...extra,
  });
  workers.push(started);
  return started;
};

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ webhooks: { secretKey: SECRET_KEY, allowPrivate: true } });
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});
afterAll(async () => {
  for (const w of workers) await w.stop();
  await t?.close();
  await receiver?.close();
});
beforeEach(async () => {
  await t.pool.query('delete from webhook_endpoints; delete from webhook_events');
  receiver.received.length = 0;
  receiver.statuses.length = 0;
});

const register = async (events: string[] = ['invoice.paid']) => {
  const res = await t.call('POST', '/webhooks', admin, {
    url: receiver.url,
    events,
    description: 'ERP de Núñez',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string; version: number };
};
const deliveries = async (id: number) =>
  (await t.call('GET', `/webhooks/${id}/deliveries`, admin)).json().data;

describe('webhook endpoints', () => {
  it('answers the secret once, keeps it encrypted, and lets only administrators in', async () => {
    const hook = await register();
    expect(hook.secret).toMatch(/^whsec_/);
    const { rows } = await t.pool.query('select secret_encrypted from webhook_endpoints where id = $1', [
      hook.id,
    ]);
    expect(rows[0].secret_encrypted).not.toContain(hook.secret);
    expect((await t.call('GET', `/webhooks/${hook.id}`, admin)).body).not.toContain(hook.secret);
    expect((await t.call('GET', '/webhooks', admin)).body).not.toContain(hook.secret);

    const { cookie } = await t.signedInUser({ grants: { settings: ['view', 'create', 'edit', 'delete'] } });
    expect((await t.call('GET', '/webhooks', cookie)).statusCode).toBe(403);
    const refused = await t.call('POST', '/webhooks', cookie, {
      url: receiver.url,
      events: ['invoice.paid'],
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.call('DELETE', `/webhooks/${hook.id}`, cookie)).statusCode).toBe(403);
  });

  it('names the field of bad input and changes nothing', async () => {
    const res = await t.call('POST', '/webhooks', admin, { url: 'ftp://example.com', events: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      url: 'URL must start with https:// (or http://)',
      events: 'Events must name at least one event',
    });
    const unknown = await t.call('POST', '/webhooks', admin, {
      url: receiver.url,
      events: ['order.shipped'],
    });
    expect(unknown.json().error.fields['events.0']).toMatch(/^Events must be among quotation.sent/);
    expect((await t.call('GET', '/webhooks', admin)).json().data).toEqual([]);
  });

  it('updates with If-Match (412 when stale) and deletes', async () => {
    const hook = await register();
    const ok = await t.call(
      'PUT',
      `/webhooks/${hook.id}`,
      admin,
      { events: ['invoice.issued'] },
      { 'if-match': '1' },
    );
    expect(ok.json()).toMatchObject({ events: ['invoice.issued'], version: 2 });
    const stale = await t.call(
      'PUT',
      `/webhooks/${hook.id}`,
      admin,
      { description: 'x' },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(412);
    expect((await t.call('GET', `/webhooks/${hook.id}`, admin)).json().description).toBe('ERP de Núñez');
    expect((await t.call('DELETE', `/webhooks/${hook.id}`, admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/webhooks/${hook.id}`, admin)).statusCode).toBe(404);
  });
});

describe('without SECRET_KEY', () => {
  it('refuses to add a webhook, since it could not sign', async () => {
    const keyless = await buildApp({ db: t.db, storage: t.storage, webhooks: { allowPrivate: true } });
    try {
      const res = await keyless.inject({
        method: 'POST',
        url: '/api/1/webhooks',
        headers: { cookie: admin },
        payload: { url: receiver.url, events: ['invoice.paid'] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.url).toBe(
        'Webhooks cannot be signed: set SECRET_KEY on the server first',
      );
      const listed = await keyless.inject({
        method: 'GET',
        url: '/api/1/webhooks',
        headers: { cookie: admin },
      });
      expect(listed.json()).toEqual({ data: [], secrets_storable: false });
    } finally {
      await keyless.close();
    }
  });
});

describe('private addresses', () => {
  it('are refused at registration and at delivery unless WEBHOOKS_ALLOW_PRIVATE is set', async () => {
    const strict = await buildApp({
      db: t.db,
      storage: t.storage,
      webhooks: { secretKey: SECRET_KEY, allowPrivate: false },
    });
    try {
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://[::1]/x',
        'http://10.1.2.3/x',
        'http://169.254.169.254/latest',
        'http://0.0.0.0/x',
        'http://[fd00::1]/x',
      ]) {
        const res = await strict.inject({
          method: 'POST',
          url: '/api/1/webhooks',
          headers: { cookie: admin },
          payload: { url, events: ['invoice.paid'] },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.fields.url, url).toMatch(/^URL must reach a public address/);
      }
    } finally {
      await strict.close();
    }
    // Registered while allowed, then delivered by a worker that is not: refused when sending, nothing arrives.
    const hook = await register();
    await t.db.transaction((tx) =>
      recordWebhookEvent(tx, 'invoice.paid', { invoice_id: 1, currency: 'JPY', amount_paid: 5000 }),
    );
    await worker({ allowPrivate: false, firstRetryMs: 60_000 }).runOnce();
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_response_code: null });
    expect(delivery.last_error).toMatch(/private address/);
  });
});

describe('deliveries', () => {
  it('are sent right after the commit, signed as docs/api.md shows', async () => {
    const hook = await register();
    const listening = worker({ connection: (t.db as unknown as { $client: Pool }).$client.options });
    await listening.ready;
    const arrived = receiver.arrival();
    await t.db.transaction((tx) =>
      recordWebhookEvent(tx, 'invoice.paid', { invoice_id: 7, currency: 'KWD', amount_paid: 1.234 }),
    );
    await arrived;
    await listening.stop();
    const [got] = receiver.received;
    expect(got!.headers['shipdesk-event']).toBe('invoice.paid');
    expect(verifyShipDeskSignature(hook.secret, String(got!.headers['shipdesk-signature']), got!.body)).toBe(
      true,
    );
    expect(
      verifyShipDeskSignature(hook.secret, String(got!.headers['shipdesk-signature']), `${got!.body} `),
    ).toBe(false);
    expect(JSON.parse(got!.body)).toMatchObject({
      type: 'invoice.paid',
      data: { invoice_id: 7, currency: 'KWD', amount_paid: 1.234 },
    });
    const [delivery] = await deliveries(hook.id);
    expect(String(delivery.id)).toBe(got!.headers['shipdesk-delivery']);
  });

  it('retry after a 500, log each attempt, and can be resent', async () => {
    const hook = await register();
    receiver.statuses.push(500);
    await t.db.transaction((tx) =>
      recordWebhookEvent(tx, 'invoice.paid', { invoice_id: 8, currency: 'EUR', amount_paid: 10 }),
    );
    const w = worker({ firstRetryMs: 60_000 });
    await w.runOnce();
    const [failed] = await deliveries(hook.id);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_response_code: 500,
      last_error: 'HTTP 500: receiver says hello',
    });
    expect(Date.parse(failed.next_attempt_at)).toBeGreaterThan(Date.now() + 50_000);
    await t.pool.query('update webhook_deliveries set next_attempt_at = now()');
    await w.runOnce();
    const [delivered] = await deliveries(hook.id);
    expect(delivered).toMatchObject({
      status: 'delivered',
      attempts: 2,
      last_response_code: 200,
      next_attempt_at: null,
    });
    expect(receiver.received.map((r) => r.body)).toEqual([
      receiver.received[0]!.body,
      receiver.received[0]!.body,
    ]);

    const resent = await t.call('POST', `/webhooks/${hook.id}/deliveries/${delivered.id}/resend`, admin);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json()).toMatchObject({ status: 'pending', event_id: delivered.event_id, attempts: 0 });
    await w.runOnce();
    expect(JSON.parse(receiver.received[2]!.body).id).toBe(delivered.event_id);
    expect(receiver.received[2]!.headers['shipdesk-delivery']).toBe(String(resent.json().id));
  });

  it('give up after 24 hours of failures', async () => {
    const hook = await register();
    receiver.statuses.push(503);
    await t.db.transaction((tx) =>
      recordWebhookEvent(tx, 'invoice.paid', { invoice_id: 9, currency: 'EUR', amount_paid: 1 }),
    );
    await t.pool.query("update webhook_deliveries set created_at = now() - interval '25 hours'");
    await worker().runOnce();
    expect((await deliveries(hook.id))[0]).toMatchObject({
      status: 'failed',
      last_response_code: 503,
      next_attempt_at: null,
    });
  });

  it('are not queued when the change rolls back', async () => {
    const hook = await register();
    await expect(
      t.db.transaction(async (tx) => {
        await recordWebhookEvent(tx, 'invoice.paid', { invoice_id: 10, currency: 'EUR', amount_paid: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await worker().runOnce()).toBe(0);
    expect(await deliveries(hook.id)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('reach each endpoint exactly once with two workers on their own connections', async () => {
    const hookA = await register();
    const hookB = await register();
    for (let i = 0; i < 15; i++)
      await recordWebhookEvent(t.db, 'invoice.paid', {
        invoice_id: 100 + i,
        currency: 'JPY',
        amount_paid: i,
      });
    const url = (t.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const other = connectDatabase(url, { max: 5 });
    try {
      const second = startWebhookWorker({
        db: other.db,
        secretKey: SECRET_KEY,
        allowPrivate: true,
        pollMs: 60_000,
      });
      workers.push(second);
      await Promise.all([worker().runOnce(), second.runOnce(), worker().runOnce(), second.runOnce()]);
      await second.stop();
    } finally {
      await other.close();
    }
    const ids = receiver.received.map((r) => r.headers['shipdesk-delivery']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect((await deliveries(hookA.id)).every((d: { attempts: number }) => d.attempts === 1)).toBe(true);
    expect(await deliveries(hookB.id)).toHaveLength(15);
  });

  it('follow a real change: a quotation becoming Active queues shipment.created', async () => {
    const hook = await register(['shipment.created']);
    const api = quotationApi(t, admin);
    const q = await quotationWithContents(api, { client_name: 'مؤسسة الخليج للشحن' });
    expect((await moveQuotation(api, q.id, 'Active')).statusCode).toBe(200);
    const [queued] = await deliveries(hook.id);
    expect(queued).toMatchObject({ event_type: 'shipment.created', status: 'pending' });
    const { rows } = await t.pool.query('select data from webhook_events');
    expect(rows[0].data).toMatchObject({ quotation_id: q.id });
  });

  it('send a test event to one webhook on request', async () => {
    const hook = await register();
    const res = await t.call('POST', `/webhooks/${hook.id}/test`, admin);
    expect(res.statusCode).toBe(201);
    await worker().runOnce();
    expect(receiver.received[0]!.headers['shipdesk-event']).toBe('webhook.test');
  });
});
