import type { PermissionMap, User } from '@freight/domain';
import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { apiUserColumns, toApiUser } from '../users/api-user';
import { type GrantPair, grantsFromPairs, grantsSubquery } from '../users/users.service';
import { userProfiles, users } from '../users/users.table';
import { loginKnownAddresses, loginThrottle, serverKeys, sessions } from './auth.table';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** What a session check reads of the session's user (joined with their profile): who, and their grants. */
function sessionUserColumns() {
  return {
    user: apiUserColumns,
    mustChangePassword: users.must_change_password,
    grants: sql<
      GrantPair[] | null
    >`case when ${users.role} = 'admin' then null else ${grantsSubquery(users.id)} end`,
  };
}

function sessionUser(row: {
  user: Parameters<typeof toApiUser>[0];
  mustChangePassword: boolean;
  grants: GrantPair[] | null;
}): Omit<LiveSession, 'session'> {
  return {
    user: toApiUser(row.user),
    mustChangePassword: row.mustChangePassword,
    grants: row.grants ? grantsFromPairs(row.grants) : null,
  };
}

/**
 * Of these sessions, the ones still standing (not ended, not expired, their user active), each with its user
 * and the user's grants as they are now (null for an admin): one query.
 */
export async function liveSessionsWithGrants(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id, ...sessionUserColumns() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
    .where(
      and(inArray(sessions.id, [...ids]), gt(sessions.expires_at, new Date()), eq(users.is_active, true)),
    );
  return rows.map((row) => ({ id: row.id, ...sessionUser(row) }));
}

/** What the session check reads: the session, its user, and the user's grants (null for an admin). */
export interface LiveSession {
  session: SessionRow;
  user: User;
  mustChangePassword: boolean;
  grants: PermissionMap | null;
}

/**
 * The session check's statement, built once per database and prepared once per connection under its name
 * (PostgreSQL then skips parsing and planning it): every API request asks it, and building a join with a
 * subquery anew cost more CPU than running it.
 */
function liveSessionStatement(db: Db) {
  return db
    .select({ session: sessions, ...sessionUserColumns() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expires_at, sql.placeholder('now'))))
    .limit(1)
    .prepare('auth_live_session');
}

const liveSessionStatements = new WeakMap<Db, ReturnType<typeof liveSessionStatement>>();

/** A live session with its user and grants, in one statement: every API request asks this. */
export async function findLiveSessionWithUser(db: Db, id: string): Promise<LiveSession | undefined> {
  let statement = liveSessionStatements.get(db);
  if (!statement) {
    statement = liveSessionStatement(db);
    liveSessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id, now: new Date() });
  if (!row) return undefined;
  return { session: row.session, ...sessionUser(row) };
}

export async function extendSession(db: Db, id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.user_id, userId));
}

/** Ends a user's sessions beyond the `keep` most recently used. */
export async function keepNewestSessions(db: Db, userId: number, keep: number): Promise<void> {
  await db.execute(sql`
    DELETE FROM sessions WHERE user_id = ${userId} AND id NOT IN (
      SELECT id FROM sessions WHERE user_id = ${userId} ORDER BY last_seen_at DESC, created_at DESC LIMIT ${keep}
    )`);
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expires_at, new Date()));
}

/**
 * Counts one sign-in attempt under `key` and answers the count in its window, in one statement, so parallel
 * attempts each get their own number. A window that ended over `limit` adds a strike, which doubles the next
 * window (at most `maxStrikes` times); a window that ended within the limit clears them.
 */
export async function countAttempt(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  maxStrikes: number,
): Promise<{ attempts: number; windowEndsAt: Date }> {
  const nextStrikes = sql`CASE WHEN t.attempts > ${limit}::int THEN least(t.strikes + 1, ${maxStrikes}::int) ELSE 0 END`;
  const open = sql`t.window_ends_at > now()`;
  const result = await db.execute<{ attempts: number; window_ends_at: string | Date }>(sql`
    INSERT INTO login_throttle AS t (key, attempts, strikes, window_started_at, window_ends_at)
    VALUES (${key}, 1, 0, now(), now() + make_interval(secs => ${windowSeconds}::double precision))
    ON CONFLICT (key) DO UPDATE SET
      attempts = CASE WHEN ${open} THEN t.attempts + 1 ELSE 1 END,
      strikes = CASE WHEN ${open} THEN t.strikes ELSE ${nextStrikes} END,
      window_started_at = CASE WHEN ${open} THEN t.window_started_at ELSE now() END,
      window_ends_at = CASE WHEN ${open} THEN t.window_ends_at
        ELSE now() + make_interval(secs => ${windowSeconds}::double precision * power(2, ${nextStrikes})) END
    RETURNING attempts, window_ends_at`);
  const row = result.rows[0]!;
  return { attempts: Number(row.attempts), windowEndsAt: new Date(row.window_ends_at) };
}

/** Takes back one counted attempt (a successful sign-in is not a guess). */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

export async function isKnownAddress(db: Db, email: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ ip: loginKnownAddresses.ip })
    .from(loginKnownAddresses)
    .where(and(eq(loginKnownAddresses.email, email), eq(loginKnownAddresses.ip, ip)))
    .limit(1);
  return row !== undefined;
}

export async function rememberAddress(db: Db, email: string, ip: string): Promise<void> {
  await db
    .insert(loginKnownAddresses)
    .values({ email, ip })
    .onConflictDoUpdate({
      target: [loginKnownAddresses.email, loginKnownAddresses.ip],
      set: { last_success_at: sql`now()` },
    });
}

/** Counters whose window ended before `before`, and addresses not used since `knownSince`. */
export async function deleteStaleThrottles(db: Db, before: Date, knownSince: Date): Promise<void> {
  await db.delete(loginThrottle).where(lt(loginThrottle.window_ends_at, before));
  await db.delete(loginKnownAddresses).where(lt(loginKnownAddresses.last_success_at, knownSince));
}

/** The live sessions of a user, most recently used first (Session Management). */
export async function listLiveSessionsOfUser(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), gt(sessions.expires_at, new Date())))
    .orderBy(desc(sessions.last_seen_at), desc(sessions.created_at));
}

/** Ends one session of a user; true when it was theirs and still there. */
export async function deleteSessionOfUser(db: Db, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.user_id, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Ends every session of a user but `keepId`; answers how many ended. */
export async function deleteOtherSessions(db: Db, userId: number, keepId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.user_id, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/**
 * Credentials are the auth module's: the user record's answer never carries them, so its version stays. A
 * password the user chose clears the must-change flag; an administrator's temporary one sets it.
 */
export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  mustChange = false,
): Promise<void> {
  await db
    .update(users)
    .set({ password_hash: passwordHash, must_change_password: mustChange, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * The server's key of this name, made from `candidate` when there is none yet. Insert-or-keep then read, so
 * processes starting together all end up with the one key that was stored first.
 */
export async function serverKey(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(serverKeys).values({ name, key: candidate }).onConflictDoNothing();
  const [row] = await db.select({ key: serverKeys.key }).from(serverKeys).where(eq(serverKeys.name, name));
  return row!.key;
}
