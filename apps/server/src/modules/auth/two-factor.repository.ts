import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { loginChallenges, twoFactorRecoveryCodes, userTwoFactor } from './two-factor.table';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;
export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

export async function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.user_id, userId)).limit(1);
  return row;
}

export async function savePendingSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db
    .insert(userTwoFactor)
    .values({ user_id: userId, pending_secret: secret })
    .onConflictDoUpdate({
      target: userTwoFactor.user_id,
      set: { pending_secret: secret, updated_at: sql`now()` },
    });
}

/** Makes the pending secret the one in use, unless another request did it first; true when this one did. */
export async function confirmPendingSecret(db: Db, userId: number, pending: string, step: number) {
  const rows = await db
    .update(userTwoFactor)
    .set({
      secret: pending,
      pending_secret: null,
      enabled_at: sql`now()`,
      last_used_step: step,
      updated_at: sql`now()`,
    })
    .where(and(eq(userTwoFactor.user_id, userId), eq(userTwoFactor.pending_secret, pending)))
    .returning({ user_id: userTwoFactor.user_id });
  return rows.length === 1;
}

/**
 * Records `step` as the last accepted code, only when it is later than the last one: one statement, so two
 * requests with the same code cannot both pass. True when the code was not used before.
 */
export async function claimStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ last_used_step: step })
    .where(
      and(
        eq(userTwoFactor.user_id, userId),
        or(isNull(userTwoFactor.last_used_step), lt(userTwoFactor.last_used_step, step)),
      ),
    )
    .returning({ user_id: userTwoFactor.user_id });
  return rows.length === 1;
}

export async function deleteTwoFactor(db: Db, userId: number): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.user_id, userId));
  await db.delete(userTwoFactor).where(eq(userTwoFactor.user_id, userId));
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.user_id, userId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

/** Marks an unused code as used, in one statement; true when it was there and unused. */
export async function useRecoveryCode(db: Db, userId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.user_id, userId),
        eq(twoFactorRecoveryCodes.code_hash, hash),
        isNull(twoFactorRecoveryCodes.used_at),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.user_id, userId), isNull(twoFactorRecoveryCodes.used_at)));
  return row?.count ?? 0;
}

export async function insertChallenge(db: Db, values: typeof loginChallenges.$inferInsert): Promise<void> {
  await db.insert(loginChallenges).values(values);
}

export async function findLiveChallenge(db: Db, id: string): Promise<LoginChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.id, id), sql`${loginChallenges.expires_at} > now()`))
    .limit(1);
  return row;
}

/**
 * Counts one try of a code on a live challenge before the code is checked, and only while it has had fewer than
 * `limit`: true when this try may be checked. One UPDATE, so parallel tries each wait for the row and re-read
 * the count; more than `limit` can never pass, however many arrive at once. (`failed_attempts` counts every try:
 * a right code ends the challenge anyway.)
 */
export async function claimChallengeTry(db: Db, id: string, limit: number): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ failed_attempts: sql`${loginChallenges.failed_attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.id, id),
        sql`${loginChallenges.failed_attempts} < ${limit}`,
        sql`${loginChallenges.expires_at} > now()`,
      ),
    )
    .returning({ tries: loginChallenges.failed_attempts });
  return rows.length > 0;
}

/** Takes the challenge away; true when this call did (so only one request turns it into a session). */
export async function deleteChallenge(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.id, id))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

export async function deleteExpiredChallenges(db: Db): Promise<void> {
  await db.delete(loginChallenges).where(sql`${loginChallenges.expires_at} < now()`);
}
