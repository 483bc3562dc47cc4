import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { QUOTATION_LIST_FIELDS, QUOTATION_STATUSES } from '@freight/domain';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { writeBackup } from '../src/platform/backup/backup';
import { restoreBackup } from '../src/platform/backup/restore';
import { diskStorage } from '../src/platform/storage/disk-storage';
import { type TestApp, useTestApp } from './test-app';

/**
 * The per-status quotation counts and the interactions count kept by triggers: exact after racing writers on
 * parallel connections, after every kind of change through the API, and after a restore; and the unfiltered
 * lists read their total from them instead of counting the table, while filtered lists still count.
 */
let t: TestApp;
let admin: string;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/1${url}`, payload, headers: { cookie: admin } });
const counts = async () => {
  const res = await api('GET', '/quotations/counts');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, number>;
};

/** What the counts must be: the quotations per status, superseded ones left out, counted from the table. */
async function truth(pool: pg.Pool) {
  const { rows } = await pool.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from quotations where not superseded group by status',
  );
  const out: Record<string, number> = Object.fromEntries(QUOTATION_STATUSES.map((s) => [s, 0]));
  for (const row of rows) out[row.status] = row.n;
  return out;
}

/** What the counter table holds, per status. */
async function counted(pool: pg.Pool) {
  const { rows } = await pool.query<{ status: string; n: number }>(
    'select status, sum(n)::int as n from quotation_status_counts group by status',
  );
  const out: Record<string, number> = Object.fromEntries(QUOTATION_STATUSES.map((s) => [s, 0]));
  for (const row of rows) out[row.status] = row.n;
  return out;
}

/** The one statement a list request sends, its answer, and the plan PostgreSQL makes for it. */
async function listStatement(resource: string, query: string) {
  let answer: { total: number; data: unknown[] } | undefined;
  const sent = await t.recordStatements(async () => {
    const res = await api('GET', `${resource}?${query.replaceAll(' ', '%20').replaceAll('>', '%3E')}`);
    expect(res.statusCode, res.body).toBe(200);
    answer = res.json();
  });
  const lists = sent.filter((text) => text.includes('"list_ids"'));
  expect(lists).toHaveLength(1);
  const { rows } = await t.pool.query(`explain (generic_plan, format json) ${lists[0]}`);
  const plan = JSON.stringify(rows[0]['QUERY PLAN']);
  return { answer: answer!, text: lists[0]!, plan };
}

/** The tables read under an Aggregate node of the plan: what is counted. */
const countedTables = (plan: string) => {
  const found = new Set<string>();
  const walk = (node: Record<string, unknown>, underAggregate: boolean) => {
    const aggregate = underAggregate || node['Node Type'] === 'Aggregate';
    if (aggregate && typeof node['Relation Name'] === 'string') found.add(node['Relation Name']);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child, aggregate);
  };
  walk(JSON.parse(plan)[0].Plan, false);
  return [...found];
};

let numbers = 0;
const insertSql = (status: string, superseded = false) => ({
  text: `insert into quotations (quotation_number, client_name, status, superseded, start_date, created_date,
    valid_until_date) values ($1, 'Race Co', $2, $3, '2025-01-01', '2025-01-01', '2025-02-01')`,
  values: [`RC${process.pid}-${++numbers}`, status, superseded],
});

useTestApp(async (app) => {
  t = app;
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});

describe('sidebar counts', () => {
  it('stay right after a create, a status change, a superseded revision and a delete', async () => {
    const before = await counts();
    const contact = (await api('POST', '/contacts', { name: 'Count', last_name: 'Keeper' })).json().id;
    const created = await api('POST', '/quotations', {
      contact_id: contact,
      client_name: 'Counted Ltd',
      start_date: '2025-03-01',
      valid_until_date: '2025-04-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await counts()).toMatchObject({ Pending: before.Pending! + 1, total: before.total! + 1 });

    const moved = await api('PUT', `/quotations/${id}`, { status: 'Working' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await counts()).toMatchObject({
      Pending: before.Pending,
      Working: before.Working! + 1,
      total: before.total! + 1,
    });

    // An edit that leaves the status alone changes no count.
    expect((await api('PUT', `/quotations/${id}`, { notes: 'Called the client' })).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ Working: before.Working! + 1, total: before.total! + 1 });

    // A superseded revision is not counted; it counts again when it is the newest once more.
    await t.pool.query('update quotations set superseded = true where id = $1', [id]);
    expect(await counts()).toMatchObject({ Working: before.Working, total: before.total });
    await t.pool.query('update quotations set superseded = false where id = $1', [id]);
    expect(await counts()).toMatchObject({ Working: before.Working! + 1, total: before.total! + 1 });
    await t.pool.query(insertSql('Working', true));
    expect(await counts()).toMatchObject({ Working: before.Working! + 1 });

    expect((await api('DELETE', `/quotations/${id}`)).statusCode).toBe(204);
    expect(await counts()).toMatchObject({ Working: before.Working, total: before.total });
    expect(await counted(t.pool)).toEqual(await truth(t.pool));
  });
});

describe('racing writers', () => {
  it('leave the counts exact: inserts, deletes, status changes and revisions on 16 connections', async () => {
    const pool = new pg.Pool({
      connectionString: (t.pool.options as { connectionString: string }).connectionString,
      max: 16,
    });
    try {
      for (let i = 0; i < 60; i++) await pool.query(insertSql(QUOTATION_STATUSES[i % 6]!));
      const statuses = QUOTATION_STATUSES;
      let refused = 0;
      const racer = async (r: number) => {
        const client = await pool.connect();
        try {
          for (let step = 0; step < 25; step++) {
            const pick = (r * 31 + step * 7) % 100;
            const status = statuses[(r + step) % statuses.length]!;
            try {
              // Some writers run under REPEATABLE READ, where the counts are never folded.
              await client.query(step % 5 === 0 ? 'begin isolation level repeatable read' : 'begin');
              if (pick < 30) await client.query(insertSql(status));
              else if (pick < 45)
                await client.query(
                  "delete from quotations where id = (select id from quotations where client_name = 'Race Co' order by random() limit 1)",
                );
              else if (pick < 75)
                await client.query(
                  'update quotations set status = $1 where id in (select id from quotations order by random() limit 3)',
                  [status],
                );
              else if (pick < 85)
                await client.query(
                  'update quotations set superseded = not superseded where id = (select id from quotations order by random() limit 1)',
                );
              else await client.query('select quotation_status_counts_compact()');
              // One transaction in six is rolled back: its changes must leave no trace in the counts.
              await client.query(step % 6 === 3 ? 'rollback' : 'commit');
            } catch (error) {
              // A serialization failure or a deadlock is the database refusing a write, not a lost count.
              await client.query('rollback');
              if (!['40001', '40P01'].includes((error as { code?: string }).code ?? '')) throw error;
              refused++;
            }
          }
        } finally {
          client.release();
        }
      };
      await Promise.all(Array.from({ length: 16 }, (_, r) => racer(r)));
      const expected = await truth(pool);
      expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBeGreaterThan(40);
      expect(refused).toBeLessThan(100);
      expect(await counted(pool)).toEqual(expected);
      const sidebar = await counts();
      for (const status of QUOTATION_STATUSES) expect(sidebar[status], status).toBe(expected[status]);

      // Folding keeps every count and leaves at most one row per status.
      await pool.query('select quotation_status_counts_compact()');
      expect(await counted(pool)).toEqual(expected);
      const { rows } = await pool.query('select status from quotation_status_counts');
      expect(new Set(rows.map((row) => row.status)).size).toBe(rows.length);
    } finally {
      await pool.end();
    }
  }, 120_000);
});

describe('status pages', () => {
  const select = QUOTATION_LIST_FIELDS.join(',');
  const statement = (query: string) => listStatement('/quotations', query);
  it('an unfiltered status page reads its total from the counts, not by counting quotations', async () => {
    const truthNow = await truth(t.pool);
    for (const query of [
      `status=Pending&order_by=start_date DESC&limit=25&offset=0&select=${select}`,
      `status=Working&limit=2&offset=1000&select=${select}`,
      'status=Pending&superseded=false&limit=5',
      'limit=5',
    ]) {
      const { answer, text, plan } = await statement(query);
      expect(text, query).toContain('"quotation_status_counts"');
      expect(countedTables(plan), query).toEqual(['quotation_status_counts']);
      const status = new URLSearchParams(query).get('status');
      const expected = status ? truthNow[status] : Object.values(truthNow).reduce((a, b) => a + b, 0);
      expect(answer.total, query).toBe(expected);
    }
  });

  it('a filtered list still counts its matching rows, and its total is right', async () => {
    await t.pool.query(insertSql('Pending', true));
    const cases: [string, string][] = [
      // Lists show the newest revisions only, unless `superseded` or `include_superseded` asks otherwise.
      ['status=Pending&search=Race', "status = 'Pending' and client_name ilike '%Race%' and not superseded"],
      ['status=Pending&where=total_cost >= 0', "status = 'Pending' and total_cost >= 0 and not superseded"],
      ['status=Pending&status=Working', "status in ('Pending', 'Working') and not superseded"],
      ['status=Pending&superseded=true', "status = 'Pending' and superseded"],
      ['status=Pending&include_superseded=true', "status = 'Pending'"],
      ['client_name=Race Co', "client_name = 'Race Co' and not superseded"],
    ];
    for (const [query, condition] of cases) {
      const { answer, text, plan } = await statement(`${query}&limit=5`);
      expect(text, query).not.toContain('"quotation_status_counts"');
      expect(countedTables(plan), query).toEqual(['quotations']);
      const { rows } = await t.pool.query(`select count(*)::int as n from quotations where ${condition}`);
      expect(answer.total, query).toBe(rows[0].n);
      expect(answer.total, query).toBeGreaterThan(0);
    }
  });
});

describe('interactions total', () => {
  const keptTotal = async (pool: pg.Pool) =>
    (await pool.query('select coalesce(sum(n), 0)::int as n from client_interaction_counts')).rows[0].n;
  const realTotal = async (pool: pg.Pool) =>
    (await pool.query('select count(*)::int as n from client_interactions')).rows[0].n;
  const insertInteraction = (status = 'Open', date = '2025-02-03') => ({
    text: `insert into client_interactions (date, subject, description, status)
      values ($2, 'Race subject', 'Racing', $1)`,
    values: [status, date],
  });

  it('stays exact after racing inserts and deletes, and after an API create and delete', async () => {
    const contact = (await api('POST', '/contacts', { name: 'Total', last_name: 'Keeper' })).json().id;
    const created = await api('POST', '/client_interactions', {
      contact_id: contact,
      subject: 'Counted call',
      description: 'Asked for rates',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await keptTotal(t.pool)).toBe(await realTotal(t.pool));
    expect(await realTotal(t.pool)).toBe(1);

    const pool = new pg.Pool({
      connectionString: (t.pool.options as { connectionString: string }).connectionString,
      max: 12,
    });
    try {
      await Promise.all(
        Array.from({ length: 12 }, async (_, r) => {
          const client = await pool.connect();
          try {
            for (let step = 0; step < 20; step++) {
              await client.query('begin');
              if ((r + step) % 3 === 2)
                await client.query(
                  "delete from client_interactions where id = (select id from client_interactions where subject = 'Race subject' order by random() limit 1)",
                );
              else await client.query(insertInteraction());
              if (step % 7 === 0) await client.query('select client_interaction_counts_compact()');
              await client.query(step % 5 === 4 ? 'rollback' : 'commit');
            }
          } finally {
            client.release();
          }
        }),
      );
    } finally {
      await pool.end();
    }
    expect(await realTotal(t.pool)).toBeGreaterThan(50);
    expect(await keptTotal(t.pool)).toBe(await realTotal(t.pool));

    expect((await api('DELETE', `/client_interactions/${created.json().id}`)).statusCode).toBe(204);
    expect(await keptTotal(t.pool)).toBe(await realTotal(t.pool));
  }, 120_000);

  it('the unfiltered list reads it instead of counting; a filtered one counts its matches', async () => {
    await t.pool.query(insertInteraction('Resolved', '2025-03-01'));
    const all = await realTotal(t.pool);
    for (const query of [
      'limit=5',
      'order_by=date DESC&limit=5&offset=40&select=subject,status',
      'status=',
    ]) {
      const { answer, text, plan } = await listStatement('/client_interactions', query);
      expect(text, query).toContain('"client_interaction_counts"');
      expect(countedTables(plan), query).toEqual(['client_interaction_counts']);
      expect(answer.total, query).toBe(all);
    }
    for (const [query, condition] of [
      ['status=Resolved', "status = 'Resolved'"],
      ['search=Counted', "subject ilike '%Counted%' or description ilike '%Counted%'"],
      ['date_from=2025-03-01&date_to=2025-03-31', "date between '2025-03-01' and '2025-03-31'"],
    ] as const) {
      const { answer, text, plan } = await listStatement('/client_interactions', `${query}&limit=5`);
      expect(text, query).not.toContain('"client_interaction_counts"');
      expect(countedTables(plan), query).toEqual(['client_interactions']);
      const { rows } = await t.pool.query(
        `select count(*)::int as n from client_interactions where ${condition}`,
      );
      expect(answer.total, query).toBe(rows[0].n);
      expect(answer.total, query).toBeLessThan(all);
    }
  });
});

describe('restore', () => {
  it('gives back the counts with the quotations, and they stay exact for later writes', async () => {
    await t.pool.query(insertSql('Active'));
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-counts-restore-'));
    const name = `shipdesk_counts_${randomBytes(6).toString('hex')}`;
    const server = new pg.Client({ connectionString: inject('testDatabaseServerUrl') });
    await server.connect();
    await server.query(`create database ${name}`);
    const url = new URL(inject('testDatabaseServerUrl'));
    url.pathname = `/${name}`;
    const target = new pg.Pool({ connectionString: url.toString(), max: 3 });
    target.on('error', () => {});
    try {
      const archive = path.join(work, 'backup.tar');
      await writeBackup(t.pool, t.storage, archive);
      await restoreBackup(target, diskStorage(path.join(work, 'files')), archive);
      const expected = await truth(t.pool);
      expect(expected.Active).toBeGreaterThan(0);
      expect(await truth(target)).toEqual(expected);
      expect(await counted(target)).toEqual(expected);
      const interactions =
        'select (select count(*) from client_interactions)::int as real, (select sum(n) from client_interaction_counts)::int as kept';
      const { rows: totals } = await target.query(interactions);
      expect(totals[0].kept).toBe(totals[0].real);
      expect(totals[0].kept).toBeGreaterThan(50);

      await target.query(insertSql('Active'));
      await target.query("update quotations set status = 'Cancelled' where status = 'Pending'");
      await target.query("delete from quotations where client_name = 'Race Co' and status = 'Working'");
      expect(await counted(target)).toEqual(await truth(target));
    } finally {
      await target.end();
      await server.query(`drop database if exists ${name} with (force)`);
      await server.end();
      await fs.rm(work, { recursive: true, force: true });
    }
  }, 120_000);

  it('a truncate of quotations and interactions leaves every count at zero', async () => {
    await t.pool.query('truncate quotations, client_interactions cascade');
    expect((await t.pool.query('select count(*)::int as n from client_interaction_counts')).rows[0].n).toBe(
      0,
    );
    expect(await counted(t.pool)).toEqual(Object.fromEntries(QUOTATION_STATUSES.map((s) => [s, 0])));
    await t.pool.query(insertSql('Completed'));
    expect(await counts()).toMatchObject({ Completed: 1, total: 1 });
  });
});
