import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Db } from './database';
import { preparedOnce } from './prepared-once';

describe('preparedOnce', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let builds = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pool.query('create table prepared_probe (n int)');
  });
  afterAll(() => database.close());

  const countAbove = (db: Db) =>
    preparedOnce(db, 'prepared_probe_count', (handle, name) => {
      builds++;
      return handle
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`prepared_probe`)
        .where(sql`n > ${sql.placeholder('min')}`)
        .prepare(name);
    });

  it('builds a statement once per database and answers each call with its own values', async () => {
    await database.pool.query('insert into prepared_probe values (1), (2), (3)');
    expect(await countAbove(database.db).execute({ min: 0 })).toEqual([{ n: 3 }]);
    expect(await countAbove(database.db).execute({ min: 2 })).toEqual([{ n: 1 }]);
    // More calls than the pool has connections: each connection prepares the named statement on first use.
    const counts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => countAbove(database.db).execute({ min: i % 4 })),
    );
    expect(counts.map(([row]) => row!.n)).toEqual(Array.from({ length: 12 }, (_, i) => 3 - (i % 4)));
    expect(builds).toBe(1);
  });

  it('runs inside the transaction it is given, seeing what that transaction wrote', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe values (10)`);
        expect(await countAbove(tx as unknown as Db).execute({ min: 5 })).toEqual([{ n: 1 }]);
        tx.rollback();
      })
      .catch(() => {});
    expect(await countAbove(database.db).execute({ min: 5 })).toEqual([{ n: 0 }]);
  });
});
