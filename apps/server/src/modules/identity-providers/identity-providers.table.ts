import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp, recordColumns } from '../../platform/database/columns';
import { users } from '../users/users.table';

/** OpenID Connect providers set in Settings; the one set by OIDC_* variables lives in the configuration. */
export const identityProviders = pgTable('identity_providers', {
  id: idColumn(),
  issuer: text('issuer').notNull(),
  client_id: text('client_id').notNull(),
  /** AES-256-GCM with a key derived from SECRET_KEY (platform/secret-box.ts); null when none is stored. */
  client_secret_encrypted: text('client_secret_encrypted'),
  label: text('label').notNull(),
  allowed_domains: text('allowed_domains').array().notNull().default(sql`'{}'::text[]`),
  allow_join: boolean('allow_join').notNull().default(false),
  default_grants: jsonb('default_grants').$type<Record<string, string[]>>().notNull().default({}),
  ...recordColumns(),
});

/**
 * A user's account at a provider, matched by the provider's subject (its stable id for the person), never by
 * e-mail once linked. `provider` is the provider's id as the sign-in URLs name it: 'sso' or a stored id.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: idColumn(),
    user_id: belongsTo('user_id', () => users.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
    last_used_at: isoTimestamp('last_used_at'),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_id_idx').on(t.user_id),
  ],
);

/**
 * A sign-in on its way through a provider: the PKCE verifier and nonce stay here, keyed by the SHA-256 of the
 * state, and the browser holds the state in a short-lived HttpOnly cookie. Single use, so a replayed callback
 * finds nothing; in PostgreSQL, so the callback may reach another server process than the start.
 */
export const oidcSignInStates = pgTable(
  'oidc_sign_in_states',
  {
    state_hash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    code_verifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    next_path: text('next_path').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('oidc_sign_in_states_expires_at_idx').on(t.expires_at)],
);
