import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { QUOTATION_LIST_FIELDS, QUOTATION_STATUSES } from '@freight/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { writeBackup } from '../../platform/backup/backup';
import { restoreBackup } from '../../platform/backup/restore';
import { diskStorage } from '../../platform/storage/disk-storage';

/**
 * The per-status counts kept by the trigger on quotations: exact after racing writers on parallel
 * connections, after every kind of change through the API, and after a restore; and the unfiltered status
 * pages read their total from them instead of counting the table, while filtered lists still count.
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

let numbers = 0;
const insertSql = (status: string, superseded = false) => ({
  text: `insert into quotations (quotation_number, client_name, status, superseded, start_date, created_date,
    valid_until_date) values ($1, 'Race Co', $2, $3, '2025-01-01', '2025-01-01', '2025-02-01')`,
  values: [`RC${process.pid}-${++numbers}`, status, superseded],
});

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});
afterAll(async () => {
  await t.close();
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
  const statement = async (query: string) => {
    let answer: { total: number; data: unknown[] } | undefined;
    const sent = await t.recordStatements(async () => {
      const res = await api('GET', `/quotations?${query.replaceAll(' ', '%20').replaceAll('>', '%3E')}`);
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json();
    });
    const lists = sent.filter((text) => text.includes('"list_ids"'));
    expect(lists).toHaveLength(1);
    const { rows } = await t.pool.query(`explain (generic_plan, format json) ${lists[0]}`);
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    return { answer: answer!, text: lists[0]!, plan };
  };
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
      ['status=Pending&search=Race', "status = 'Pending' and client_name ilike '%Race%'"],
      ['status=Pending&where=total_cost >= 0', "status = 'Pending' and total_cost >= 0"],
      ['status=Pending&status=Working', "status in ('Pending', 'Working')"],
      ['status=Pending&superseded=true', "status = 'Pending' and superseded"],
      ['client_name=Race Co', "client_name = 'Race Co'"],
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
    try {
      const archive = path.join(work, 'backup.tar');
      await writeBackup(t.pool, t.storage, archive);
      await restoreBackup(target, diskStorage(path.join(work, 'files')), archive);
      const expected = await truth(t.pool);
      expect(expected.Active).toBeGreaterThan(0);
      expect(await truth(target)).toEqual(expected);
      expect(await counted(target)).toEqual(expected);

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

  it('a truncate of quotations leaves every count at zero', async () => {
    await t.pool.query('truncate quotations cascade');
    expect(await counted(t.pool)).toEqual(Object.fromEntries(QUOTATION_STATUSES.map((s) => [s, 0])));
    await t.pool.query(insertSql('Completed'));
    expect(await counts()).toMatchObject({ Completed: 1, total: 1 });
  });
});
