import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadDemoData } from './load-demo-data';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('loads contacts and quotations in every status, with true totals, once', async () => {
    await loadDemoData(t.db, () => {});
    const { rows } = await t.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from quotations group by status order by status`,
    );
    expect(rows.map((r) => r.status)).toEqual([
      'Active',
      'Cancelled',
      'Completed',
      'OnClientReview',
      'Pending',
      'Working',
    ]);
    expect(rows.every((r) => r.n === 3)).toBe(true);
    const { rows: wrong } = await t.db.execute(sql`
      select q.id from quotations q
      where q.contact_id is null or q.origin_address_id is null or q.destination_address_id is null
         or q.total_cost <> (select coalesce(sum(total_cost), 0) from cost_items c where c.quotation_id = q.id)
         or q.total_cost <= 0 or q.total_cbm <= 0`);
    expect(wrong).toEqual([]);
    await loadDemoData(t.db, () => {});
    const { rows: again } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from quotations`);
    expect(again[0]!.n).toBe(18);
  });
});
