import type { Logger } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// Answer bigint counts and numeric columns as JSON numbers (never as strings).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// Dates stay 'YYYY-MM-DD' strings: no time-zone shifts through JavaScript Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type Db = NodePgDatabase<Record<string, never>>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** `logger` sees every statement Drizzle sends (the tests count a request's statements with it). */
export function connectDatabase(url: string, options: { max?: number; logger?: Logger } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection must not crash the server; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, logger: options.logger });
  return { db, pool, close: () => pool.end() };
}
