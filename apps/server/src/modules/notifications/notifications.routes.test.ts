import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { LIVE_EVENTS_CHANNEL } from '../../platform/events/publish-event';
import { type NotifiedUser, notifiedUser } from './notifications.fixture';

let t: TestApp;
let ada: NotifiedUser;
let grace: NotifiedUser;
useTestApp(async (app) => {
  t = app;
  ada = await notifiedUser(t, { first_name: 'Ada', last_name: 'Lovelace' });
  grace = await notifiedUser(t, { first_name: 'Grace', last_name: 'Hopper' });
});

describe('notification causes', () => {
  it('adding a user as a task collaborator notifies them, with a link to the task', async () => {
    const task = await ada.tasks.createTask({ title: 'Book the reefer', visibility: 'collaborative' });
    await ada.tasks.share(task.id, grace.user.id);
    const [note] = await grace.notifications(`?record_id=${task.id}`);
    expect(note).toMatchObject({
      user_id: grace.user.id,
      kind: 'task_collaborator_added',
      title: 'Ada Lovelace added you to the task "Book the reefer"',
      link: `/task-manager?task=${task.id}`,
      record_kind: 'task',
      record_id: task.id,
      read_at: null,
    });
    expect(await ada.notifications(`?record_id=${task.id}`)).toEqual([]);
  });

  it('a comment by someone else on your task notifies you; your own comment does not', async () => {
    const task = await ada.tasks.createTask({ title: 'Customs papers', visibility: 'collaborative' });
    await ada.tasks.share(task.id, grace.user.id);
    await ada.tasks.comment(task.id, 'I will do it myself');
    expect(await ada.notifications(`?record_id=${task.id}`)).toEqual([]);
    await grace.tasks.comment(task.id, 'The invoice is attached');
    const notes = await ada.notifications(`?record_id=${task.id}`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'task_comment',
      title: 'Grace Hopper commented on "Customs papers"',
      body: 'The invoice is attached',
      link: `/task-manager?task=${task.id}`,
    });
    // The commenter hears nothing of their own comment (only the share notified them).
    expect((await grace.notifications(`?record_id=${task.id}`)).map((n) => n.kind)).toEqual([
      'task_collaborator_added',
    ]);
  });

  it("a status change by someone else notifies the quotation's creator; their own change does not", async () => {
    const q = await ada.quotations.newQuotation();
    const own = await ada.quotations.call('PUT', `/quotations/${q.id}`, { status: 'Working' });
    expect(own.statusCode, own.body).toBe(200);
    expect(await ada.notifications(`?record_id=${q.id}&kind=quotation_status`)).toEqual([]);
    const res = await grace.quotations.call('PUT', `/quotations/${q.id}`, { status: 'OnClientReview' });
    expect(res.statusCode, res.body).toBe(200);
    const notes = await ada.notifications(`?record_id=${q.id}&kind=quotation_status`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: `Quotation ${q.quotation_number} is now On Client Review`,
      body: 'Grace Hopper changed its status from Working to On Client Review.',
      link: `/quotations/${q.id}`,
      record_kind: 'quotation',
    });
    // Another field, or the same status again, is no status change.
    await grace.quotations.call('PUT', `/quotations/${q.id}`, { notes: 'Fragile', status: 'OnClientReview' });
    expect(await ada.notifications(`?record_id=${q.id}&kind=quotation_status`)).toHaveLength(1);
  });

  it("with 'quotation updates' off, a status change makes no notification", async () => {
    const bob = await notifiedUser(t);
    await bob.setPreference('notification_quotation_updates', false);
    const q = await bob.quotations.newQuotation();
    const res = await grace.quotations.call('PUT', `/quotations/${q.id}`, { status: 'Working' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bob.notifications()).toEqual([]);
  });

  it('a failed change makes no notification (same transaction)', async () => {
    const q = await ada.quotations.newQuotation();
    const before = await ada.unread();
    const stale = await grace.quotations.call(
      'PUT',
      `/quotations/${q.id}`,
      { status: 'Working' },
      { 'if-match': String(q.version + 5) },
    );
    expect(stale.statusCode).toBe(412);
    expect(await ada.unread()).toBe(before);
  });

  it('is announced to its recipient as a live event when it commits', async () => {
    const client = await t.pool.connect();
    const events: { kind: string; ids: number[]; user_ids?: number[] }[] = [];
    client.on('notification', (m) => events.push(JSON.parse(m.payload ?? '{}')));
    await client.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
    try {
      const task = await grace.tasks.createTask({ visibility: 'collaborative' });
      await grace.tasks.share(task.id, ada.user.id);
      const [note] = await ada.notifications(`?record_id=${task.id}`);
      await expect
        .poll(() => events.find((e) => e.kind === 'notification'))
        .toMatchObject({
          action: 'created',
          ids: [note!.id],
          user_ids: [ada.user.id],
        });
    } finally {
      await client.query(`UNLISTEN ${LIVE_EVENTS_CHANNEL}`);
      client.release();
    }
  });
});

describe('reading notifications', () => {
  it('lists only your own, newest first, with the unread count', async () => {
    const carol = await notifiedUser(t);
    expect(await carol.unread()).toBe(0);
    const first = await ada.tasks.createTask({ title: 'First', visibility: 'collaborative' });
    const second = await ada.tasks.createTask({ title: 'Second', visibility: 'collaborative' });
    await ada.tasks.share(first.id, carol.user.id);
    await ada.tasks.share(second.id, carol.user.id);
    const notes = await carol.notifications();
    expect(notes.map((n) => n.record_id)).toEqual([second.id, first.id]);
    expect(notes.every((n) => n.user_id === carol.user.id)).toBe(true);
    expect(await carol.unread()).toBe(2);
    // A filter cannot reach past the owner: asking for Ada's rows answers none.
    expect(await carol.notifications(`?user_id=${ada.user.id}`)).toEqual([]);
  });

  it('marks one read (keeping its first read time), then all; the count follows', async () => {
    const dan = await notifiedUser(t);
    for (const title of ['A', 'B', 'C']) {
      const task = await ada.tasks.createTask({ title, visibility: 'collaborative' });
      await ada.tasks.share(task.id, dan.user.id);
    }
    const [newest] = await dan.notifications();
    const res = await dan.tasks.post(`/notifications/${newest!.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json().read_at).toEqual(expect.any(String));
    const again = await dan.tasks.post(`/notifications/${newest!.id}/read`);
    expect(again.json().read_at).toBe(res.json().read_at);
    expect(await dan.unread()).toBe(2);
    const all = await dan.tasks.post('/notifications/read_all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ updated: 2 });
    expect(await dan.unread()).toBe(0);
    expect((await dan.notifications()).every((n) => n.read_at !== null)).toBe(true);
  });

  it("another user's notification answers 404 and stays unread; read_all leaves others' alone", async () => {
    const task = await ada.tasks.createTask({ visibility: 'collaborative' });
    await ada.tasks.share(task.id, grace.user.id);
    const [note] = await grace.notifications(`?record_id=${task.id}`);
    const unread = await grace.unread();
    const res = await ada.tasks.post(`/notifications/${note!.id}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Notification not found');
    await ada.tasks.post('/notifications/read_all');
    expect(await grace.unread()).toBe(unread);
    expect((await grace.notifications(`?record_id=${task.id}`))[0]!.read_at).toBeNull();
    expect((await ada.tasks.post('/notifications/999999/read')).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/1/notifications'],
      ['GET', '/api/1/notifications/unread_count'],
      ['GET', '/api/1/notifications/channels'],
      ['POST', '/api/1/notifications/1/read'],
      ['POST', '/api/1/notifications/read_all'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('says e-mail is off when the server has no SMTP relay', async () => {
    const res = await ada.tasks.get('/notifications/channels');
    expect(res.json()).toEqual({ email: false });
  });
});
