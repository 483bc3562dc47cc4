import { QUOTATION_STATUSES } from '@freight/domain';
import pg from 'pg';
import { type LoadStats, runLoad } from '../lib/load';

/**
 * How the per-status counts hold up under 32 writers, each transaction inserting a quotation and moving
 * another one to a new status (a realistic write: three statements and a commit). Three ways, on the same
 * table one after another: no counts at all (triggers off), the shipped delta rows (each writer appends its
 * changes), and one row per status updated in place (each writer locks its statuses' rows until it commits).
 */
const WRITERS = 32;
const TRANSACTIONS = 2400;
const OURS = ['insert', 'delete', 'update', 'truncate'].map((op) => `quotation_status_counts_${op}`);
const IN_PLACE = ['bench_status_rows_insert', 'bench_status_rows_update'];

const IN_PLACE_SQL = `
  create table if not exists bench_status_rows (status text primary key, n bigint not null);
  insert into bench_status_rows select s, 0 from unnest($$${`{${QUOTATION_STATUSES.join(',')}}`}$$::text[]) s
    on conflict do nothing;
  create or replace function bench_status_rows_track() returns trigger language plpgsql as $f$
  begin
    update bench_status_rows c set n = c.n + d.n from (
      select status, sum(n) as n from (
        select status, -1 as n from old_rows where not superseded
        union all select status, 1 from new_rows where not superseded) x
      group by status having sum(n) <> 0) d
    where c.status = d.status;
    return null;
  end $f$;
  create or replace function bench_status_rows_insert() returns trigger language plpgsql as $f$
  begin
    update bench_status_rows c set n = c.n + d.n
      from (select status, count(*) as n from new_rows where not superseded group by status) d
      where c.status = d.status;
    return null;
  end $f$;
  drop trigger if exists bench_status_rows_insert on quotations;
  drop trigger if exists bench_status_rows_update on quotations;
  create trigger bench_status_rows_insert after insert on quotations referencing new table as new_rows
    for each statement execute function bench_status_rows_insert();
  create trigger bench_status_rows_update after update on quotations
    referencing old table as old_rows new table as new_rows
    for each statement execute function bench_status_rows_track();`;

export interface WriterRun extends LoadStats {
  way: string;
  /** Transactions the database refused (deadlocks): a writer would have to retry them. */
  refused: number;
}

async function toggle(pool: pg.Pool, names: string[], on: boolean) {
  for (const name of names)
    await pool.query(`alter table quotations ${on ? 'enable' : 'disable'} trigger ${name}`);
}

export async function measureCounterWriters(url: string, maxId: number): Promise<WriterRun[]> {
  const pool = new pg.Pool({ connectionString: url, max: WRITERS });
  pool.on('error', () => {});
  let serial = 0;
  try {
    await pool.query(IN_PLACE_SQL);
    const ways: [string, string[]][] = [
      ['no counts', []],
      ['delta rows (shipped)', OURS],
      ['one row per status, updated in place', IN_PLACE],
    ];
    const runs: WriterRun[] = [];
    for (const [way, triggers] of ways) {
      await toggle(pool, [...OURS, ...IN_PLACE], false);
      await toggle(pool, triggers, true);
      let refused = 0;
      const write = async (i: number) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query(
            `insert into quotations (quotation_number, client_name, start_date, created_date, valid_until_date)
             values ($1, 'Writer Co', '2025-01-01', '2025-01-01', '2025-02-01')`,
            [`W${process.pid}-${++serial}`],
          );
          await client.query('update quotations set status = $1 where id = $2', [
            QUOTATION_STATUSES[i % QUOTATION_STATUSES.length],
            1 + ((i * 7919) % maxId),
          ]);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          if ((error as { code?: string }).code !== '40P01') throw error;
          refused++;
        } finally {
          client.release();
        }
      };
      await runLoad(WRITERS, 200, write);
      refused = 0;
      runs.push({ way, ...(await runLoad(WRITERS, TRANSACTIONS, write)), refused });
    }
    // Back to the shipped triggers, the counts rebuilt (the first way wrote without them).
    await toggle(pool, IN_PLACE, false);
    await toggle(pool, OURS, true);
    await pool.query(`begin; drop table bench_status_rows cascade;
      drop trigger bench_status_rows_insert on quotations; drop trigger bench_status_rows_update on quotations;
      delete from quotation_status_counts;
      insert into quotation_status_counts select status, count(*) from quotations where not superseded group by status;
      commit`);
    return runs;
  } finally {
    await pool.end();
  }
}
