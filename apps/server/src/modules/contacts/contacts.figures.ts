import { count } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { contacts } from './contacts.table';

/** How many contacts there are (the dashboard's Total Contacts). */
export async function contactCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts);
  return row?.n ?? 0;
}
