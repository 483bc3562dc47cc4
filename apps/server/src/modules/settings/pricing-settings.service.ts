import { DEFAULT_PRICING_SETTINGS, type PricingSettings, type PricingSettingsUpdate } from '@freight/domain';
import { changesToWrite, requireVersion } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { recordSettingsRecordChange } from '../audit/audit-records';
import * as repo from './pricing-settings.repository';

const STALE =
  'The pricing settings were changed by someone else. Reload them to see their changes, then try again.';

function toSettings(row: repo.PricingSettingsRow | undefined): PricingSettings {
  if (!row) return { ...DEFAULT_PRICING_SETTINGS, version: 1, updated_at: null };
  const { id: _id, ...settings } = row;
  return settings;
}

/**
 * The pricing settings (defaults until an admin saves them): mode factors, exchange rates, minimum margin,
 * default markup. Other modules (quotation totals, rate cards) read them through this.
 */
export async function getPricingSettings(db: Db): Promise<PricingSettings> {
  return toSettings(await repo.pricingSettingsRecords.find(db));
}

/** Saves some fields (If-Match: the version last read; unsaved settings read as version 1). */
export async function updatePricingSettings(
  db: Db,
  input: PricingSettingsUpdate,
  expectedVersion: number | undefined,
): Promise<PricingSettings> {
  const changes = changesToWrite(input);
  const row = await db.transaction(async (tx) => {
    const current = await repo.pricingSettingsRecords.lock(tx);
    requireVersion(current, expectedVersion, STALE);
    const saved = await repo.pricingSettingsRecords.update(tx, changes);
    await recordSettingsRecordChange(tx, 'pricing', toSettings(current), toSettings(saved));
    return saved;
  });
  return toSettings(row);
}
