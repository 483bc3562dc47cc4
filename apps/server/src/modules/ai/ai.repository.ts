import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/**
 * Counts one call in the user's one-minute window (a new window once the old one ended) and answers the
 * calls counted in it and when it ends. One atomic upsert, so concurrent calls from several processes count.
 */
export async function countCall(db: Db, userId: number): Promise<{ calls: number; windowEndsAt: Date }> {
  const open = sql`w.window_started_at > now() - interval '1 minute'`;
  const result = await db.execute<{ calls: number; ends_at: string | Date }>(sql`
    INSERT INTO ai_call_windows AS w (user_id, window_started_at, calls) VALUES (${userId}, now(), 1)
    ON CONFLICT (user_id) DO UPDATE SET
      calls = CASE WHEN ${open} THEN w.calls + 1 ELSE 1 END,
      window_started_at = CASE WHEN ${open} THEN w.window_started_at ELSE now() END
    RETURNING calls, window_started_at + interval '1 minute' AS ends_at`);
  const row = result.rows[0]!;
  return { calls: Number(row.calls), windowEndsAt: new Date(row.ends_at) };
}
