import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { companyProfile } from './company-profile.table';

export type CompanyProfileRow = typeof companyProfile.$inferSelect;

export async function findProfile(db: Db): Promise<CompanyProfileRow | undefined> {
  const [row] = await db.select().from(companyProfile).where(eq(companyProfile.id, 1));
  return row;
}

/** The one row, made when missing and locked until the transaction ends. */
export async function lockProfile(tx: Db): Promise<CompanyProfileRow> {
  await tx.insert(companyProfile).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(companyProfile).where(eq(companyProfile.id, 1)).for('update');
  return row!;
}

export async function updateProfile(
  tx: Db,
  values: Partial<typeof companyProfile.$inferInsert>,
): Promise<CompanyProfileRow> {
  const [row] = await tx
    .update(companyProfile)
    .set({ ...values, version: sql`${companyProfile.version} + 1`, updated_at: sql`now()` })
    .where(eq(companyProfile.id, 1))
    .returning();
  return row!;
}
