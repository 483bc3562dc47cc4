import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/** True when the database runs a trivial query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
