import type { LiveEvent } from '@freight/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../database/database';

/** The PostgreSQL channel every server process LISTENs on for live events. */
export const LIVE_EVENTS_CHANNEL = 'shipdesk_events';

/**
 * Tells every server process (and through `GET /api/1/events` every open browser) that records changed.
 * Called with a transaction, PostgreSQL delivers it only when that transaction commits, and not at all when it
 * rolls back: nobody hears of a change that did not happen. Ids only (a NOTIFY payload must stay under 8000
 * bytes): a change to more than 500 records is sent without ids, which listeners read as 'refetch the lot'.
 */
export async function publishEvent(db: Db, event: LiveEvent): Promise<void> {
  const payload = event.ids.length > 500 ? { ...event, ids: [] } : event;
  await db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`);
}
