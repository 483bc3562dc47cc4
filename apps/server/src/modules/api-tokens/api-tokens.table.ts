import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from '../../platform/database/columns';
import { users } from '../users/users.table';

/**
 * Personal API tokens. Only the SHA-256 of a token is kept (`token_hash`), so a database leak lets nobody in;
 * revoking deletes the row, so the next request with it answers 401 in every server process at once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: idColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    /** `module:action` strings; a request gets these as far as the owner still holds them. */
    scopes: text('scopes').array().notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('api_tokens_user_id_idx').on(t.user_id)],
);
