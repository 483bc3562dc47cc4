import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from '../../platform/database/columns';
import { users } from '../users/users.table';

/**
 * Invitations by e-mail. Only the SHA-256 of the link's token is kept. Accepting sets `accepted_at` in the
 * same statement that checks the invitation is still pending, so of two parallel accepts exactly one wins.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: idColumn(),
    email: text('email').notNull(),
    role: text('role').notNull().default('user'),
    /** `module:action` strings the new account starts with. */
    grants: text('grants').array().notNull(),
    token_hash: text('token_hash').notNull().unique(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    accepted_user_id: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('invitations_email_idx').on(sql`lower(${t.email})`),
    check('invitations_role_check', sql`${t.role} in ('admin', 'user')`),
  ],
);
