import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { users } from '../users/users.table';
import { passwordResetTokens } from './password-reset.table';

/** A new link for a user: their earlier unused links stop working. */
export async function replaceTokens(db: Db, userId: number, id: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId));
    await tx.insert(passwordResetTokens).values({ id, user_id: userId, expires_at: expiresAt });
  });
}

/** The active user a live link belongs to, with what the new password is checked against; the link stays. */
export async function findUserOfLiveToken(
  db: Db,
  id: string,
): Promise<{ id: number; email: string; password_hash: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, password_hash: users.password_hash })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(
      and(
        eq(passwordResetTokens.id, id),
        gt(passwordResetTokens.expires_at, new Date()),
        eq(users.is_active, true),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Uses a live link up: one DELETE that checks and removes it, so of two parallel uses exactly one gets the
 * row. Answers the user it was for, or undefined when it was used, expired or never existed.
 */
export async function consumeToken(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.id, id), gt(passwordResetTokens.expires_at, new Date())))
    .returning({ userId: passwordResetTokens.user_id });
  return row?.userId;
}

export async function deleteTokensOfUser(db: Db, userId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId));
}

export async function deleteExpiredTokens(db: Db): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expires_at, new Date()));
}
