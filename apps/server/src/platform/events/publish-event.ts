import type { LiveEvent } from '@freight/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../database/database';

/** The PostgreSQL channel every server process LISTENs on for live events. */
export const LIVE_EVENTS_CHANNEL = 'shipdesk_events';

const MAX_IDS = 500;

/**
 * Tells every server process (and through `GET /api/1/events` every open browser) that records changed.
 * Called with a transaction, PostgreSQL delivers it only when that transaction commits, and not at all when it
 * rolls back: nobody hears of a change that did not happen. Ids only (a NOTIFY payload must stay under 8000
 * bytes): a change to more than 500 records is sent without ids, which listeners read as 'refetch the lot'.
 * So is one whose readers are too many to list (a deleted task shared with a large team): without its ids, it
 * tells the holders of the kind's grant no more than that something changed.
 */
export async function publishEvent(db: Db, event: LiveEvent): Promise<void> {
  const tooManyReaders = (event.user_ids?.length ?? 0) > MAX_IDS;
  const payload =
    event.ids.length > MAX_IDS || tooManyReaders
      ? {
          kind: event.kind,
          action: event.action,
          ids: [],
          ...(!tooManyReaders && { user_ids: event.user_ids }),
        }
      : event;
  await db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`);
}
