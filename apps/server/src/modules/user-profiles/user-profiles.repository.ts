import { and, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { updateVersioned } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { userProfiles } from '../users/users.table';

export type UserProfileRow = typeof userProfiles.$inferSelect;
export type UserProfileInsert = typeof userProfiles.$inferInsert;

export async function findByUser(db: Db, userId: number): Promise<UserProfileRow | undefined> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.user_id, userId)).limit(1);
  return row;
}

/** The profile `id` if it is `userId`'s own; any other id reads as missing. */
export async function findOwn(db: Db, id: number, userId: number): Promise<UserProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.id, id), eq(userProfiles.user_id, userId)))
    .limit(1);
  return row;
}

/** As `findOwn`, locking the row until the transaction ends. */
export async function lockOwn(tx: Db, id: number, userId: number): Promise<UserProfileRow | undefined> {
  const [row] = await tx
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.id, id), eq(userProfiles.user_id, userId)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Inserts the user's profile unless they have one (the unique `user_id` decides, so two first reads at once
 * make one profile): the new row, or undefined when one existed.
 */
export async function insertIfMissing(
  db: Db,
  values: UserProfileInsert,
): Promise<UserProfileRow | undefined> {
  const [row] = await db
    .insert(userProfiles)
    .values(values)
    .onConflictDoNothing({ target: userProfiles.user_id })
    .returning();
  return row;
}

export function update(tx: Db, id: number, values: PgUpdateSetSource<typeof userProfiles>) {
  return updateVersioned(tx, userProfiles, id, values);
}
