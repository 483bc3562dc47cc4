import type { User } from '@freight/domain';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { apiUserColumns, toApiUser } from '../users/api-user';
import { userProfiles, users } from '../users/users.table';
import { loginFailures, sessions } from './auth.table';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A live session with its user, in one query: every API request asks this. */
export async function findLiveSessionWithUser(
  db: Db,
  id: string,
): Promise<{ session: SessionRow; user: User } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: apiUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.id))
    .where(and(eq(sessions.id, id), gt(sessions.expires_at, new Date())))
    .limit(1);
  return row ? { session: row.session, user: toApiUser(row.user) } : undefined;
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

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expires_at, new Date()));
}

export async function countRecentFailures(db: Db, email: string, ip: string, since: Date) {
  const recent = gt(loginFailures.created_at, since);
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), recent));
  const [byIp] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), recent));
  return { byEmail: byEmail?.n ?? 0, byIp: byIp?.n ?? 0 };
}

export async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

/** A success clears the account's count only: the address keeps its count so one valid account cannot reset it. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export async function deleteOldFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.created_at, before));
}
