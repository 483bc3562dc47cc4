import { and, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * A table that logs a public link's requests (a document share, a quote's acceptance link) by client address
 * and time. It lives in PostgreSQL so that every server process throttles alike.
 */
export type RequestLogTable = PgTable & { client_ip: AnyPgColumn; created_at: AnyPgColumn };

/** How many requests `clientIp` made in the last minute, as `table` logged them: what a per-minute limit counts. */
export async function requestsInLastMinute(
  db: Db,
  table: RequestLogTable,
  clientIp: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.client_ip, clientIp), sql`${table.created_at} > now() - interval '1 minute'`));
  return row?.n ?? 0;
}
