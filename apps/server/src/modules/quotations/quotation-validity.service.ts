import {
  EXPIRABLE_STATUSES,
  isExtensionDateAllowed,
  VALIDITY_MESSAGES,
  validityDaysBetween,
} from '@freight/domain';
import { found, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import * as audit from '../audit/audit.service';
import * as companyProfile from '../settings/company-profile.service';
import { assertOfferWritable } from './quotation-revisions.guard';
import * as repo from './quotations.repository';
import * as quotationsService from './quotations.service';
import { extendLatestLink } from './quote-sends.repository';
import { linkExpiry } from './quote-sends.service';

const NOT_FOUND = 'Quotation not found';

/**
 * Gives an open quotation (Pending, Working, On Client Review; expired or not) a new valid-until date from
 * today on, in one transaction: the validity days follow, the change is recorded in the audit trail (so the
 * quotation's history shows who extended it from what to what), and the latest acceptance link lives until
 * the new date (the link itself checks the quotation's valid-until date).
 */
export async function extendValidity(db: Db, id: number, validUntil: string) {
  // From the company's today: at 23:30 UTC a Tokyo company is already on the next day.
  if (!isExtensionDateAllowed(validUntil, await companyProfile.companyToday(db))) {
    const message = VALIDITY_MESSAGES.notBeforeToday;
    throw AppError.badRequest(message, { valid_until_date: message });
  }
  return db.transaction(async (tx) => {
    const current = found(await repo.findQuotationForUpdate(tx, id), NOT_FOUND);
    // An accepted offer keeps the validity it was accepted with.
    await assertOfferWritable(tx, current);
    if (!(EXPIRABLE_STATUSES as readonly string[]).includes(current.status)) {
      throw AppError.conflict(VALIDITY_MESSAGES.notOpen);
    }
    const changes = {
      valid_until_date: validUntil,
      validity_days: validityDaysBetween(current.start_date, validUntil),
    };
    written(await repo.updateQuotation(tx, id, changes), NOT_FOUND);
    await audit.recordAudit(
      tx,
      {},
      {
        action: 'quotation.validity_extended',
        entityType: 'quotation',
        entityId: id,
        details: { changes: { valid_until_date: { old: current.valid_until_date, new: validUntil } } },
      },
    );
    await extendLatestLink(tx, id, linkExpiry(validUntil, await companyProfile.get(tx)));
    await publishEvent(tx, { kind: 'quotation', action: 'updated', ids: [id] });
    return quotationsService.get(tx, id);
  });
}
