import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { isoTimestamp } from '../../platform/database/columns';
import { users } from '../users/users.table';

/**
 * Calls to the AI helper per user in the current one-minute window, in PostgreSQL so that every server
 * process counts the same calls.
 */
export const aiCallWindows = pgTable('ai_call_windows', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  window_started_at: isoTimestamp('window_started_at').notNull().default(sql`now()`),
  calls: integer('calls').notNull().default(0),
});
