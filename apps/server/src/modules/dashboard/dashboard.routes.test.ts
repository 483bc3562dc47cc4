import {
  type Currency,
  type Dashboard,
  dashboardPeriods,
  type LostReason,
  type ModuleName,
  type QuotationStatus,
} from '@freight/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { contacts } from '../contacts/contacts.table';
import { quotations } from '../quotations/quotations.table';
import { interactions } from '../support/support.table';
import { tasks } from '../tasks/tasks.table';

/**
 * Each figure against rows written straight into the database, so the dates sit exactly on the edges the
 * figures must respect (month starts, the 72-hour validity window, the 90-day win-rate window).
 */
let t: TestApp;
let adminCookie: string;
let serial = 0;

const DAY = 24 * 60 * 60 * 1000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

interface Q {
  status: QuotationStatus;
  created: string;
  cost?: number;
  currency?: Currency;
  validUntil?: string;
  client?: string;
  lostReason?: LostReason;
}

async function quotation(q: Q) {
  serial += 1;
  const [row] = await t.db
    .insert(quotations)
    .values({
      quotation_number: `QT-TEST-${serial}`,
      client_name: q.client ?? `Client ${serial}`,
      status: q.status,
      total_cost: q.cost ?? 0,
      currency: q.currency ?? 'USD',
      start_date: q.created,
      created_date: q.created,
      valid_until_date: q.validUntil ?? shift(q.created, 30),
      lost_reason: q.lostReason ?? null,
    })
    .returning({ id: quotations.id });
  return row!.id;
}

async function dashboard(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/1/dashboard', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as Dashboard;
}

useTestApp(async (app) => {
  t = app;
  adminCookie = (await t.signedInUser({ role: 'admin' })).cookie;
});
beforeEach(async () => {
  await t.db.delete(quotations);
  await t.db.delete(tasks);
  await t.db.delete(interactions);
  await t.db.delete(contacts);
});

describe('revenue', () => {
  it('sums Active and Completed quotations per currency, this calendar month against last', async () => {
    const p = dashboardPeriods(new Date());
    await quotation({ status: 'Active', created: p.thisMonthStart, cost: 100 });
    await quotation({ status: 'Completed', created: p.today, cost: 50.5 });
    await quotation({ status: 'Active', created: shift(p.thisMonthStart, -1), cost: 40 });
    await quotation({ status: 'Completed', created: p.lastMonthStart, cost: 60 });
    await quotation({ status: 'Active', created: shift(p.lastMonthStart, -1), cost: 1000 });
    await quotation({ status: 'Cancelled', created: p.today, cost: 500 });
    await quotation({ status: 'Pending', created: p.today, cost: 700 });
    await quotation({ status: 'Active', created: p.today, cost: 80, currency: 'EUR' });

    const { quotations: q } = await dashboard(adminCookie);
    expect(q!.revenue.this_month_start).toBe(p.thisMonthStart);
    expect(q!.revenue.by_currency).toEqual([
      { currency: 'EUR', this_month: 80, last_month: 0, change_percent: null },
      { currency: 'USD', this_month: 150.5, last_month: 100, change_percent: 50.5 },
    ]);
  });

  it('answers no currencies when nothing was won in either month', async () => {
    const p = dashboardPeriods(new Date());
    await quotation({ status: 'Working', created: p.today, cost: 10 });
    expect((await dashboard(adminCookie)).quotations!.revenue.by_currency).toEqual([]);
  });
});

describe('counts, recent quotations and the pipeline', () => {
  it('counts active quotations by status, active orders, and values each status per currency', async () => {
    const p = dashboardPeriods(new Date());
    await quotation({ status: 'Pending', created: p.today, cost: 10 });
    await quotation({ status: 'Pending', created: p.today, cost: 5, currency: 'GBP' });
    await quotation({ status: 'Working', created: p.today, cost: 20 });
    await quotation({ status: 'OnClientReview', created: p.today, cost: 30 });
    await quotation({ status: 'Active', created: p.today, cost: 40 });
    await quotation({ status: 'Active', created: p.today, cost: 41 });
    await quotation({ status: 'Cancelled', created: p.today, cost: 50 });

    const q = (await dashboard(adminCookie)).quotations!;
    expect(q.active_quotations).toEqual({
      total: 4,
      by_status: [
        { status: 'Pending', count: 2 },
        { status: 'Working', count: 1 },
        { status: 'OnClientReview', count: 1 },
      ],
    });
    expect(q.active_orders).toBe(2);
    expect(q.pipeline).toEqual([
      {
        status: 'Pending',
        count: 2,
        values: [
          { currency: 'GBP', amount: 5, count: 1 },
          { currency: 'USD', amount: 10, count: 1 },
        ],
      },
      { status: 'Working', count: 1, values: [{ currency: 'USD', amount: 20, count: 1 }] },
      { status: 'OnClientReview', count: 1, values: [{ currency: 'USD', amount: 30, count: 1 }] },
      { status: 'Active', count: 2, values: [{ currency: 'USD', amount: 81, count: 2 }] },
      { status: 'Completed', count: 0, values: [] },
      { status: 'Cancelled', count: 1, values: [{ currency: 'USD', amount: 50, count: 1 }] },
    ]);
  });

  it('lists the five most recently created quotations, newest first', async () => {
    const p = dashboardPeriods(new Date());
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await quotation({ status: 'Pending', created: p.today }));
    const recent = (await dashboard(adminCookie)).quotations!.recent;
    expect(recent.map((r) => r.id)).toEqual(ids.slice(1).reverse());
    expect(recent[0]).toMatchObject({ status: 'Pending', currency: 'USD', created_date: p.today });
  });
});

describe('expiring quotations', () => {
  it('lists open quotations whose validity ends within 72 hours, soonest first', async () => {
    const p = dashboardPeriods(new Date());
    const lastDay = await quotation({
      status: 'OnClientReview',
      created: p.today,
      validUntil: p.expiringUntil,
    });
    const today = await quotation({ status: 'Pending', created: p.today, validUntil: p.today });
    const working = await quotation({ status: 'Working', created: p.today, validUntil: p.today });
    await quotation({ status: 'Pending', created: p.today, validUntil: shift(p.today, -1) }); // already ended
    await quotation({ status: 'Pending', created: p.today, validUntil: shift(p.expiringUntil, 1) }); // > 72 h
    await quotation({ status: 'Active', created: p.today, validUntil: p.today }); // no longer a quotation
    await quotation({ status: 'Cancelled', created: p.today, validUntil: p.today });

    const { expiring } = (await dashboard(adminCookie)).quotations!;
    expect(expiring.until).toBe(p.expiringUntil);
    expect(expiring.total).toBe(3);
    expect(expiring.rows.map((r) => r.id)).toEqual([today, working, lastDay]);
  });
});

describe('win rate', () => {
  it('counts Active and Completed against Cancelled among quotations of the last 90 days', async () => {
    const p = dashboardPeriods(new Date());
    await quotation({ status: 'Active', created: p.winRateFrom });
    await quotation({ status: 'Completed', created: p.today });
    await quotation({ status: 'Cancelled', created: p.today });
    await quotation({ status: 'Cancelled', created: shift(p.winRateFrom, -1) }); // day 91: outside
    await quotation({ status: 'Completed', created: shift(p.winRateFrom, -1) });
    await quotation({ status: 'Pending', created: p.today }); // undecided

    expect((await dashboard(adminCookie)).quotations!.win_rate).toEqual({
      from: p.winRateFrom,
      won: 2,
      lost: 1,
      percent: 66.7,
      lost_by_reason: [{ reason: null, count: 1 }],
    });
  });

  it('counts the lost of the last 90 days per lost reason, most first, those without a reason last', async () => {
    const p = dashboardPeriods(new Date());
    await quotation({ status: 'Cancelled', created: p.today, lostReason: 'transit_time' });
    await quotation({ status: 'Cancelled', created: p.winRateFrom, lostReason: 'price' });
    await quotation({ status: 'Cancelled', created: p.today, lostReason: 'price' });
    await quotation({ status: 'Cancelled', created: p.today, lostReason: 'competitor' });
    await quotation({ status: 'Cancelled', created: p.today });
    await quotation({ status: 'Cancelled', created: shift(p.winRateFrom, -1), lostReason: 'no_answer' }); // day 91
    await quotation({ status: 'Active', created: p.today });

    const winRate = (await dashboard(adminCookie)).quotations!.win_rate;
    expect(winRate.lost).toBe(5);
    expect(winRate.lost_by_reason).toEqual([
      { reason: 'price', count: 2 },
      { reason: 'transit_time', count: 1 },
      { reason: 'competitor', count: 1 },
      { reason: null, count: 1 },
    ]);
  });

  it('answers no percent when nothing was decided', async () => {
    await quotation({ status: 'Working', created: dashboardPeriods(new Date()).today });
    expect((await dashboard(adminCookie)).quotations!.win_rate).toMatchObject({
      won: 0,
      lost: 0,
      percent: null,
    });
  });
});

describe('contacts and interactions', () => {
  it('counts contacts, lists the five latest interactions and counts every channel', async () => {
    await t.db.insert(contacts).values([{ name: 'Ana' }, { name: 'Ben' }, { name: 'Cy' }]);
    const rows = [
      { date: '2026-01-05', channel: 'Email' as const, subject: 'Oldest' },
      { date: '2026-02-01', channel: 'Email' as const, subject: 'Rate request' },
      { date: '2026-02-03', channel: 'WhatsApp' as const, subject: 'Tracking' },
      { date: '2026-02-03', channel: 'Calls' as const, subject: 'Same day, later id' },
      { date: '2026-03-01', channel: 'Email' as const, subject: 'Newest' },
      { date: '2026-01-20', channel: 'On site' as const, subject: 'Visit' },
    ];
    await t.db.insert(interactions).values(rows.map((r) => ({ ...r, description: 'x' })));

    const d = await dashboard(adminCookie);
    expect(d.contacts).toEqual({ total: 3 });
    expect(d.support!.recent.map((r) => r.subject)).toEqual([
      'Newest',
      'Same day, later id',
      'Tracking',
      'Rate request',
      'Visit',
    ]);
    expect(d.support!.by_channel).toEqual([
      { channel: 'WhatsApp', count: 1 },
      { channel: 'Facebook', count: 0 },
      { channel: 'Instagram', count: 0 },
      { channel: 'Email', count: 3 },
      { channel: 'Calls', count: 1 },
      { channel: 'On site', count: 1 },
      { channel: 'Other', count: 0 },
    ]);
  });
});

describe('upcoming tasks', () => {
  it("lists the caller's open visible tasks overdue first, and never counts another user's private task", async () => {
    const me = await t.signedInUser({ grants: { dashboard: ['view'], tasks: ['view'] } });
    const other = await t.createUser({ grants: { tasks: ['view'] } });
    const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const task = async (title: string, values: Partial<typeof tasks.$inferInsert>) => {
      const [row] = await t.db
        .insert(tasks)
        .values({ title, created_by_user_id: me.user.id, ...values })
        .returning({ id: tasks.id });
      return row!.id;
    };
    await task('Later', { deadline: at(5) });
    await task('No deadline', {});
    await task('Overdue', { deadline: at(-2) });
    await task('Soon', { deadline: at(1) });
    await task('Done and late', { deadline: at(-3), completed: true });
    await task('A template', { deadline: at(-4), is_template: true });
    await task('Their private', { deadline: at(-5), created_by_user_id: other.id, visibility: 'private' });
    await task('Their public', { deadline: at(2), created_by_user_id: other.id, visibility: 'public' });

    const mine = (await dashboard(me.cookie)).tasks!;
    expect(mine.open_total).toBe(5);
    expect(mine.overdue_total).toBe(1);
    expect(mine.upcoming.map((r) => [r.title, r.overdue])).toEqual([
      ['Overdue', true],
      ['Soon', false],
      ['Their public', false],
      ['Later', false],
      ['No deadline', false],
    ]);

    // An administrator sees every task, so the other user's private one is theirs to see.
    const admin = (await dashboard(adminCookie)).tasks!;
    expect(admin.open_total).toBe(6);
    expect(admin.upcoming[0]).toMatchObject({ title: 'Their private', overdue: true });
  });
});

describe('permissions', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/1/dashboard' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 without dashboard:view, even with every other grant', async () => {
    const { cookie } = await t.signedInUser({
      grants: { quotations: ['view'], contacts: ['view'], support: ['view'], tasks: ['view'] },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/1/dashboard', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBeTruthy();
  });

  const SECTIONS = ['quotations', 'contacts', 'support', 'tasks', 'shipments'] as const;
  const MATRIX: ModuleName[][] = [
    [],
    ['quotations'],
    ['contacts'],
    ['support'],
    ['tasks'],
    ['shipments'],
    ['quotations', 'tasks'],
    ['contacts', 'support'],
    ['quotations', 'contacts', 'support', 'tasks', 'shipments'],
  ];
  for (const modules of MATRIX) {
    it(`with dashboard:view and view on [${modules.join(', ')}] answers exactly those sections`, async () => {
      const grants = Object.fromEntries([
        ['dashboard', ['view']],
        ...modules.map((m) => [m, ['view']]),
        // Edit or create without view opens nothing.
        ...SECTIONS.filter((s) => !modules.includes(s)).map((s) => [s, ['create', 'edit', 'delete']]),
      ]);
      const { cookie } = await t.signedInUser({ grants });
      const answer = await dashboard(cookie);
      expect(Object.keys(answer).sort()).toEqual(['generated_at', ...modules].sort());
    });
  }

  it('gives an administrator every section', async () => {
    expect(Object.keys(await dashboard(adminCookie)).sort()).toEqual([
      'contacts',
      'generated_at',
      'quotations',
      'shipments',
      'support',
      'tasks',
    ]);
  });
});
