import type { Dashboard } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { contacts } from '../contacts/contacts.table';
import { tasks } from '../tasks/tasks.table';

/**
 * The dashboard's company-wide sections kept between reads (a window long enough that only a write can end it
 * within a test), and the caller's own sections read every time.
 */
let t: TestApp;
let cookie: string;
let userId: number;

useTestApp(
  async (app) => {
    t = app;
    const me = await t.signedInUser({
      grants: { dashboard: ['view'], contacts: ['view', 'create'], tasks: ['view'], quotations: ['view'] },
    });
    cookie = me.cookie;
    userId = me.user.id;
  },
  { dashboardCacheMs: 60_000 },
);

async function dashboard() {
  const res = await t.call('GET', '/dashboard', cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as Dashboard;
}

describe('the dashboard between writes', () => {
  it('sends only the caller’s own statements on a second read', async () => {
    await dashboard();
    const first = await t.recordStatements(() => t.call('GET', '/dashboard', cookie));
    await t.call('POST', '/contacts', cookie, { name: 'Núñez Logística' });
    const afterWrite = await t.recordStatements(() => t.call('GET', '/dashboard', cookie));
    const second = await t.recordStatements(() => t.call('GET', '/dashboard', cookie));
    expect(second.length).toBe(first.length);
    // The write emptied the cache: the next read sent the company-wide statements again.
    expect(afterWrite.length).toBeGreaterThan(second.length);
  });

  it('shows a change made through the API at once', async () => {
    const before = (await dashboard()).contacts!.total;
    const res = await t.call('POST', '/contacts', cookie, { name: 'شركة الشحن' });
    expect(res.statusCode).toBe(201);
    expect((await dashboard()).contacts!.total).toBe(before + 1);
  });

  it('keeps a company-wide figure written around the app until the window ends or a write', async () => {
    const before = (await dashboard()).contacts!.total;
    await t.db.insert(contacts).values({ name: 'Written straight to the table' });
    expect((await dashboard()).contacts!.total).toBe(before);
    await t.call('POST', '/contacts', cookie, { name: 'Ōsaka Kaiun' });
    expect((await dashboard()).contacts!.total).toBe(before + 2);
  });

  it('reads the caller’s own tasks on every request', async () => {
    const before = (await dashboard()).tasks!.open_total;
    await t.db.insert(tasks).values({ title: 'Call the carrier', created_by_user_id: userId });
    expect((await dashboard()).tasks!.open_total).toBe(before + 1);
  });
});
