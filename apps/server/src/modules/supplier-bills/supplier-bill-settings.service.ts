import {
  DEFAULT_SUPPLIER_BILL_SETTINGS,
  SUPPLIER_INVOICE_MESSAGES as M,
  type SupplierBillSettings,
  type SupplierBillSettingsUpdate,
} from '@freight/domain';
import { changesToWrite, requireVersion } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { recordSettingsRecordChange } from '../audit/audit-records';
import * as repo from './supplier-bills.repository';

function toSettings(row: repo.SupplierBillSettingsRow | undefined): SupplierBillSettings {
  if (!row) return { ...DEFAULT_SUPPLIER_BILL_SETTINGS, version: 1, updated_at: null };
  const { id: _id, ...settings } = row;
  return settings;
}

/** The tolerance (the defaults until an admin saves one). */
export async function getSupplierBillSettings(db: Db): Promise<SupplierBillSettings> {
  return toSettings(await repo.supplierBillSettingsRecords.find(db));
}

/** Saves the tolerance (If-Match: the version last read); bills already recorded keep their status. */
export async function updateSupplierBillSettings(
  db: Db,
  input: SupplierBillSettingsUpdate,
  expectedVersion: number | undefined,
): Promise<SupplierBillSettings> {
  const changes = changesToWrite(input);
  const row = await db.transaction(async (tx) => {
    const current = await repo.supplierBillSettingsRecords.lock(tx);
    requireVersion(current, expectedVersion, M.stale);
    const saved = await repo.supplierBillSettingsRecords.update(tx, changes);
    await recordSettingsRecordChange(tx, 'supplier_bills', toSettings(current), toSettings(saved));
    return saved;
  });
  return toSettings(row);
}
