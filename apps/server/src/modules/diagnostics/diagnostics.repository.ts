import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/** The server's version and the database's size on disk. */
export async function databaseFacts(db: Db): Promise<{ version: string; size: number }> {
  const result = await db.execute<{ version: string; size: string | number }>(
    sql`select current_setting('server_version') as version, pg_database_size(current_database()) as size`,
  );
  const row = result.rows[0]!;
  return { version: row.version, size: Number(row.size) };
}

/** The cheapest round trip there is. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
