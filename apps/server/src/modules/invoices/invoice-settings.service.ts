import {
  DEFAULT_INVOICE_SETTINGS,
  INVOICE_SETTINGS_MESSAGES,
  type InvoiceSettings,
  type InvoiceSettingsUpdate,
} from '@freight/domain';
import { changesToWrite, requireVersion } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { recordSettingsRecordChange } from '../audit/audit-records';
import * as repo from './invoice-settings.repository';

const STALE =
  'The invoice settings were changed by someone else. Reload them to see their changes, then try again.';

function toSettings(row: repo.InvoiceSettingsRow | undefined): InvoiceSettings {
  if (!row) return { ...DEFAULT_INVOICE_SETTINGS, version: 1, updated_at: null };
  const { id: _id, ...settings } = row;
  return settings;
}

/** The tax rates and bank details (defaults until an admin saves them). */
export async function getInvoiceSettings(db: Db): Promise<InvoiceSettings> {
  return toSettings(await repo.invoiceSettingsRecords.find(db));
}

/**
 * Saves some fields (If-Match: the version last read). The default rate must stay one of the rates, also
 * when only one of the two is sent.
 */
export async function updateInvoiceSettings(
  db: Db,
  input: InvoiceSettingsUpdate,
  expectedVersion: number | undefined,
): Promise<InvoiceSettings> {
  const changes = changesToWrite(input);
  const row = await db.transaction(async (tx) => {
    const current = await repo.invoiceSettingsRecords.lock(tx);
    requireVersion(current, expectedVersion, STALE);
    const rates = changes.tax_rates ?? current.tax_rates;
    const defaultRate = changes.default_tax_rate ?? current.default_tax_rate;
    if (!rates.some((rate) => rate.name === defaultRate)) {
      const message = INVOICE_SETTINGS_MESSAGES.unknownDefault;
      throw AppError.badRequest(message, { default_tax_rate: message });
    }
    const saved = await repo.invoiceSettingsRecords.update(tx, changes);
    await recordSettingsRecordChange(tx, 'invoices', toSettings(current), toSettings(saved));
    return saved;
  });
  return toSettings(row);
}
