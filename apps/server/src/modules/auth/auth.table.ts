import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Server-side sessions. The id is the SHA-256 of the cookie token, so a database leak gives no sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.user_id), index('sessions_expires_at_idx').on(t.expires_at)],
);

/**
 * Sign-in attempt counters, one row per key ('pair:<email>|<ip>', 'address:<ip>', 'account:<email>'). Counted
 * before the password is checked, by one upsert that increments and returns the count, so parallel guesses
 * cannot slip past the limit. A window lasts `window_seconds x 2^strikes`: each window that ended over its limit
 * doubles the next one (a guesser slows down progressively), and a quiet window resets the strikes. In
 * PostgreSQL, so every server process shares them.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    strikes: integer('strikes').notNull().default(0),
    window_started_at: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_throttle_window_ends_at_idx').on(t.window_ends_at)],
);

/** Addresses an account has signed in from: its owner is not slowed down there by guesses from elsewhere. */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    last_success_at: timestamp('last_success_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.ip] }),
    index('login_known_addresses_last_success_at_idx').on(t.last_success_at),
  ],
);

/**
 * Keys the server makes for itself on first use and keeps in the database, so every process and every restart
 * shares them (and a restored backup keeps them): today the key of the audit trail's hashes of failed sign-in
 * identifiers. Never answered by any route.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
