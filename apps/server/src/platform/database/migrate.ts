import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../../server-paths';

/** Arbitrary constant: the key of the advisory lock that serialises migrations across servers. */
const MIGRATION_LOCK_KEY = 7_316_442_001;

/** Work that must follow the migrations under the same lock, e.g. loading shipped reference data. */
export type AfterMigrations = (client: pg.PoolClient) => Promise<unknown>;

/**
 * Runs the committed SQL migrations once, then `after` (servers pass the reference-data loader: a module's,
 * which this platform file does not import). Servers starting together queue on a session advisory lock;
 * the ones that get it later find nothing left to apply. Drizzle applies pending migrations inside one
 * transaction, so a failure leaves the schema as it was.
 */
export async function runMigrations(pool: pg.Pool, after?: AfterMigrations): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
      await after?.(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
