import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A user's TOTP secret (RFC 6238). `pending_secret` is a new secret shown during setup and kept apart until a
 * code confirms it, so starting a setup never changes how the user signs in. `last_used_step` is the time step
 * of the last accepted code: a code of that step or an earlier one is refused, so a code cannot be replayed.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  enabled_at: at('enabled_at'),
  pending_secret: text('pending_secret'),
  last_used_step: bigint('last_used_step', { mode: 'number' }),
  updated_at: at('updated_at').notNull().defaultNow(),
});

/** Single-use recovery codes: only their SHA-256 (they are random, 50 bits, so a fast hash suffices). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: at('used_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(t.user_id, t.code_hash)],
);

/**
 * The password step's proof for an account with two-factor sign-in: it lets the code step be tried for a few
 * minutes and a few times, and is never a session. The id is the SHA-256 of the token the client holds.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull(),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    created_at: at('created_at').notNull().defaultNow(),
    expires_at: at('expires_at').notNull(),
  },
  (t) => [index('login_challenges_expires_at_idx').on(t.expires_at)],
);
