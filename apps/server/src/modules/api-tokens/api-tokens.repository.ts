import type { ApiToken } from '@freight/domain';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { users } from '../users/users.table';
import { apiTokens } from './api-tokens.table';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  user_id: apiTokens.user_id,
  user_email: users.email,
  created_at: apiTokens.created_at,
  last_used_at: apiTokens.last_used_at,
  expires_at: apiTokens.expires_at,
};

/** A listed row as read: the times still dates. */
type ListedRow = Omit<ApiToken, 'created_at' | 'last_used_at' | 'expires_at'> & {
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toApiToken(row: ListedRow): ApiToken {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    last_used_at: iso(row.last_used_at),
    expires_at: iso(row.expires_at),
  };
}

export async function insertToken(db: Db, values: typeof apiTokens.$inferInsert): Promise<ApiToken> {
  const [row] = await db.insert(apiTokens).values(values).returning({ id: apiTokens.id });
  return (await findToken(db, row!.id))!;
}

export async function findToken(db: Db, id: number): Promise<ApiToken | undefined> {
  const [row] = await db
    .select(listed)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .where(eq(apiTokens.id, id));
  return row ? toApiToken(row) : undefined;
}

/** Tokens newest first: one user's, or everyone's when `userId` is null. */
export async function listTokens(db: Db, userId: number | null): Promise<ApiToken[]> {
  const rows = await db
    .select(listed)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .where(userId === null ? undefined : eq(apiTokens.user_id, userId))
    .orderBy(desc(apiTokens.created_at), desc(apiTokens.id));
  return rows.map(toApiToken);
}

export async function deleteToken(db: Db, id: number): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.id, id));
}

/** The token with this hash while it has not expired (revoked ones are gone). */
export async function findLiveToken(db: Db, tokenHash: string): Promise<ApiTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.token_hash, tokenHash),
        or(isNull(apiTokens.expires_at), sql`${apiTokens.expires_at} > now()`),
      ),
    );
  return row;
}

/** Marks the token as used, at most once a minute: a busy script does not write on every request. */
export async function touchToken(db: Db, id: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ last_used_at: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.last_used_at), lt(apiTokens.last_used_at, sql`now() - interval '1 minute'`)),
      ),
    );
}
