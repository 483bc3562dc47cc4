import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { pricingSettings } from './pricing-settings.table';

export type PricingSettingsRow = typeof pricingSettings.$inferSelect;

export async function findPricingSettings(db: Db): Promise<PricingSettingsRow | undefined> {
  const [row] = await db.select().from(pricingSettings).where(eq(pricingSettings.id, 1));
  return row;
}

/** The one row, made when missing and locked until the transaction ends. */
export async function lockPricingSettings(tx: Db): Promise<PricingSettingsRow> {
  await tx.insert(pricingSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(pricingSettings).where(eq(pricingSettings.id, 1)).for('update');
  return row!;
}

export async function updatePricingSettings(
  tx: Db,
  values: Partial<typeof pricingSettings.$inferInsert>,
): Promise<PricingSettingsRow> {
  const [row] = await tx
    .update(pricingSettings)
    .set({ ...values, version: sql`${pricingSettings.version} + 1`, updated_at: sql`now()` })
    .where(eq(pricingSettings.id, 1))
    .returning();
  return row!;
}
