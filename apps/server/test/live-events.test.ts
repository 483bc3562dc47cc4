import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent } from '../src/platform/events/publish-event';
import { isChange, openEventStream, type SseConnection } from './sse-client';
import { createTestApp, type TestApp } from './test-app';

/** `GET /api/1/events` over real HTTP: what a browser's EventSource sees. */
let t: TestApp;
let base: string;
const opened: SseConnection[] = [];
const HEARTBEAT_MS = 300;

beforeAll(async () => {
  t = await createTestApp({ liveHeartbeatMs: HEARTBEAT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await t.close();
});

const open = async (cookie?: string) => {
  const stream = await openEventStream(base, cookie);
  opened.push(stream);
  return stream;
};
const call = (method: string, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: method as 'POST', url: `/api/1${url}`, payload, headers: { cookie } });
/** A signed-in user who may read contacts: they hear the markers below. */
const listener = () => t.signedInUser({ grants: { contacts: ['view'] } });
/**
 * Something every `listener()` hears: once a stream has it, every event published before it has had its chance
 * (events reach a stream in the order they were heard). Who hears what is live-events-audience.test.ts's.
 */
let markers = 0;
const marker = async () => {
  const id = 900_000 + ++markers;
  await publishEvent(t.db, { kind: 'contact', action: 'updated', ids: [id] });
  return id;
};

describe('GET /api/1/events', () => {
  it('answers 401 without a session, with the error shape', async () => {
    const res = await fetch(`${base}/api/1/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('is an unbuffered, uncached event stream that tells the browser how soon to reconnect', async () => {
    const { cookie } = await listener();
    const stream = await open(cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    // The security headers the rest of the API carries are kept.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await stream.waitFor((m) => m.retry !== undefined)).retry).toBe('3000');
  });

  it('delivers a change made through another request, as ids only, with an event id', async () => {
    const watcher = await listener();
    const editor = await t.signedInUser({ grants: { contacts: ['view', 'create', 'delete'] } });
    const stream = await open(watcher.cookie);
    const res = await call('POST', '/contacts', editor.cookie, { name: 'Live', last_name: 'Wire' });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const message = await stream.waitFor(isChange('contact', id));
    expect(JSON.parse(message.data!)).toEqual({ kind: 'contact', action: 'created', ids: [id] });
    expect(message.id).toMatch(/^\d+$/);

    expect((await call('DELETE', `/contacts/${id}`, editor.cookie)).statusCode).toBe(204);
    await stream.waitFor((m) => isChange('contact', id)(m) && m.data!.includes('deleted'));
  });

  it('announces each module’s changes: quotations (status and totals too), interactions, tasks, documents', async () => {
    const admin = await t.signedInUser({ role: 'admin' });
    const stream = await open(admin.cookie);
    const post = async (url: string, payload: object) => {
      const res = await call('POST', url, admin.cookie, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; version: number };
    };
    const heard = (kind: string, action: string, ids: number[]) =>
      stream.waitFor((m) => m.event === 'change' && m.data === JSON.stringify({ kind, action, ids }));

    const contact = await post('/contacts', { name: 'Nadia', last_name: 'Haddad' });
    const quotation = await post('/quotations', {
      contact_id: contact.id,
      start_date: '2026-11-02',
      valid_until_date: '2026-12-02',
    });
    await heard('quotation', 'created', [quotation.id]);
    const status = await t.app.inject({
      method: 'PUT',
      url: `/api/1/quotations/${quotation.id}`,
      payload: { status: 'Working' },
      headers: { cookie: admin.cookie, 'if-match': String(quotation.version) },
    });
    expect(status.statusCode, status.body).toBe(200);
    await heard('quotation', 'status_changed', [quotation.id]);
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/1/quotations/${quotation.id}`,
      payload: { status: 'Cancelled' },
      headers: { cookie: admin.cookie, 'if-match': String(quotation.version) },
    });
    expect(stale.statusCode).toBe(412);
    await post('/box_items', { quotation_id: quotation.id, name: 'Crate' });
    // The refused (412) save announced nothing: one 'status_changed' for the status, then one 'updated' for the
    // cargo line (which leaves the status counts alone).
    const quotationChanges = () =>
      stream.changes().filter((c) => JSON.stringify(c).includes('"kind":"quotation"'));
    await stream.waitFor(() => quotationChanges().some((c) => JSON.stringify(c).includes('"updated"')));
    expect(quotationChanges().map((c) => (c as { action: string }).action)).toEqual([
      'created',
      'status_changed',
      'updated',
    ]);

    const interaction = await post('/client_interactions', {
      contact_id: contact.id,
      subject: 'Rates',
      description: 'Asked for rates',
    });
    await heard('interaction', 'created', [interaction.id]);
    const task = await post('/tasks', { title: 'Call the carrier' });
    await heard('task', 'created', [task.id]);
    await post('/task_comments', { task_id: task.id, comment_text: 'Left a message' });
    await heard('task', 'updated', [task.id]);
    expect((await call('DELETE', `/tasks/${task.id}`, admin.cookie)).statusCode).toBe(204);
    await heard('task', 'deleted', [task.id]);
    await post('/folders', { name: 'Rates' });
    await heard('document', 'updated', []);
    expect((await call('DELETE', `/quotations/${quotation.id}`, admin.cookie)).statusCode).toBe(204);
    await heard('quotation', 'deleted', [quotation.id]);
    expect(quotationChanges().map((c) => (c as { action: string }).action)).toEqual([
      'created',
      'status_changed',
      'updated',
      'deleted',
    ]);
  });

  it('sends an event with user_ids only to those users, and never shows the list', async () => {
    const alice = await listener();
    const bob = await listener();
    const aliceStream = await open(alice.cookie);
    const bobStream = await open(bob.cookie);
    await publishEvent(t.db, {
      kind: 'notification',
      action: 'created',
      ids: [41],
      user_ids: [alice.user.id],
    });
    const done = await marker();
    const seen = await aliceStream.waitFor(isChange('notification', 41));
    expect(JSON.parse(seen.data!)).toEqual({ kind: 'notification', action: 'created', ids: [41] });
    await bobStream.waitFor(isChange('contact', done));
    expect(bobStream.changes()).not.toContainEqual(expect.objectContaining({ kind: 'notification' }));
    await aliceStream.waitFor(isChange('contact', done));
    expect(aliceStream.messages.map((m) => m.data ?? '').join()).not.toContain('user_ids');
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const { cookie } = await listener();
    const stream = await open(cookie);
    await t.db
      .transaction(async (tx) => {
        await publishEvent(tx, { kind: 'quotation', action: 'deleted', ids: [777] });
        throw new Error('rolled back');
      })
      .catch(() => {});
    const done = await marker();
    await stream.waitFor(isChange('contact', done));
    expect(stream.changes()).not.toContainEqual(expect.objectContaining({ ids: [777] }));
  });

  it('ignores NOTIFY payloads that are not live events', async () => {
    const { cookie } = await listener();
    const stream = await open(cookie);
    for (const junk of ['not json', '{"kind":"secret","action":"created","ids":[1]}', '{"ids":"1"}']) {
      await t.db.execute(sql`select pg_notify('shipdesk_events', ${junk})`);
    }
    const done = await marker();
    await stream.waitFor(isChange('contact', done));
    expect(stream.changes()).toEqual([expect.objectContaining({ ids: [done] })]);
  });

  it('stops sending a listener changes it may no longer read from the heartbeat after its grant is taken', async () => {
    const admin = await t.signedInUser({ role: 'admin' });
    const watcher = await listener();
    const stream = await open(watcher.cookie);
    await stream.waitFor(isChange('contact', await marker()));
    const revoked = await call('PUT', `/users/${watcher.user.id}/permissions`, admin.cookie, { grants: [] });
    expect(revoked.statusCode, revoked.body).toBe(200);
    // Two keep-alives after the change: the second heartbeat read the grants after it was committed.
    const beats = () => stream.messages.filter((m) => m.comment === 'keep-alive').length;
    const target = beats() + 2;
    await stream.waitFor(() => beats() >= target);
    const contactId = await marker();
    await publishEvent(t.db, {
      kind: 'notification',
      action: 'created',
      ids: [51],
      user_ids: [watcher.user.id],
    });
    await stream.waitFor(isChange('notification', 51));
    expect(stream.changes()).not.toContainEqual(expect.objectContaining({ ids: [contactId] }));
    // The stream itself stays open: the user is still signed in.
    expect((await call('GET', '/auth/me', watcher.cookie)).statusCode).toBe(200);
  });

  it('keeps an idle stream open with comment heartbeats', async () => {
    const { cookie } = await listener();
    const stream = await open(cookie);
    await stream.waitFor((m) => m.comment === 'keep-alive');
  });

  it('closes the stream once its session ends (signed out elsewhere)', async () => {
    const { cookie } = await listener();
    const other = await listener();
    const stream = await open(cookie);
    const otherStream = await open(other.cookie);
    await stream.waitFor((m) => m.retry !== undefined);
    expect((await call('POST', '/auth/logout', cookie)).statusCode).toBe(204);
    await stream.ended;
    // Another user's stream is untouched, and the ended one cannot be reopened.
    const done = await marker();
    await otherStream.waitFor(isChange('contact', done));
    expect((await fetch(`${base}/api/1/events`, { headers: { cookie } })).status).toBe(401);
  });

  it('closes the oldest of a user’s streams beyond ten', async () => {
    const { cookie } = await listener();
    const streams = [];
    for (let i = 0; i < 10; i++) streams.push(await open(cookie));
    await streams[0]!.waitFor((m) => m.retry !== undefined);
    const eleventh = await open(cookie);
    await streams[0]!.ended;
    const done = await marker();
    for (const stream of [...streams.slice(1), eleventh]) await stream.waitFor(isChange('contact', done));
  });

  it('listens again after the database drops its connection', async () => {
    const { cookie } = await listener();
    const stream = await open(cookie);
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen shipdesk_events' and datname = current_database()`,
    );
    // Events sent while it reconnects are lost (the web refetches on reconnect); one arrives soon after.
    const deadline = Date.now() + 15_000;
    let arrived = false;
    while (!arrived && Date.now() < deadline) {
      const id = await marker();
      arrived = await stream.waitFor(isChange('contact', id), 500).then(
        () => true,
        () => false,
      );
    }
    expect(arrived).toBe(true);
  });
});
