import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { identityProviders, oidcSignInStates, userIdentities } from './identity-providers.table';

export type IdentityProviderRow = typeof identityProviders.$inferSelect;
type IdentityProviderInsert = typeof identityProviders.$inferInsert;
export type UserIdentityRow = typeof userIdentities.$inferSelect;
export type SignInStateRow = typeof oidcSignInStates.$inferSelect;

export function listProviders(db: Db): Promise<IdentityProviderRow[]> {
  return db.select().from(identityProviders).orderBy(asc(identityProviders.id));
}

export async function findProvider(db: Db, id: number): Promise<IdentityProviderRow | undefined> {
  const [row] = await db.select().from(identityProviders).where(eq(identityProviders.id, id));
  return row;
}

export async function insertProvider(db: Db, values: IdentityProviderInsert): Promise<IdentityProviderRow> {
  const [row] = await db.insert(identityProviders).values(values).returning();
  return row!;
}

export async function updateProvider(
  db: Db,
  id: number,
  values: Partial<IdentityProviderInsert>,
): Promise<IdentityProviderRow | undefined> {
  const [row] = await db
    .update(identityProviders)
    .set({ ...values, version: sql`${identityProviders.version} + 1`, updated_at: sql`now()` })
    .where(eq(identityProviders.id, id))
    .returning();
  return row;
}

export async function deleteProvider(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(identityProviders).where(eq(identityProviders.id, id)).returning();
  return rows.length > 0;
}

/** A stored provider's links go with it: its id is never reused, so they could match nobody again. */
export async function deleteIdentitiesOfProvider(db: Db, provider: string): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.provider, provider));
}

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row;
}

export function identitiesOfUser(db: Db, userId: number): Promise<UserIdentityRow[]> {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.user_id, userId))
    .orderBy(asc(userIdentities.id));
}

/** Links an identity; a parallel first sign-in of the same subject keeps the one link already made. */
export async function linkIdentity(
  db: Db,
  values: { user_id: number; provider: string; subject: string; email: string | null },
): Promise<void> {
  await db
    .insert(userIdentities)
    .values({ ...values, last_used_at: sql`now()` })
    .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] });
}

export async function touchIdentity(db: Db, id: number, email: string | null): Promise<void> {
  await db.update(userIdentities).set({ last_used_at: sql`now()`, email }).where(eq(userIdentities.id, id));
}

export async function deleteIdentity(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.id, id), eq(userIdentities.user_id, userId)))
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

export async function insertSignInState(db: Db, values: SignInStateRow): Promise<void> {
  await db.insert(oidcSignInStates).values(values);
}

/** Takes the state out (single use) and answers it when it was still live. */
export async function takeSignInState(db: Db, stateHash: string): Promise<SignInStateRow | undefined> {
  const [row] = await db
    .delete(oidcSignInStates)
    .where(eq(oidcSignInStates.state_hash, stateHash))
    .returning();
  return row && row.expires_at.getTime() > Date.now() ? row : undefined;
}

export async function deleteExpiredSignInStates(db: Db): Promise<void> {
  await db.delete(oidcSignInStates).where(lt(oidcSignInStates.expires_at, new Date()));
}
