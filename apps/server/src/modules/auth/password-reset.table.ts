import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * Reset links sent by e-mail. The id is the SHA-256 of the link's 256-bit token (like sessions and document
 * share links), so a database leak gives no way in. A link is used by deleting its row, in the same statement
 * that checks it, so two parallel uses cannot both succeed; a new request deletes the user's earlier links.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('password_reset_tokens_user_id_idx').on(t.user_id),
    index('password_reset_tokens_expires_at_idx').on(t.expires_at),
  ],
);
