import { generateQuoteNumber } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as repo from './quotations.repository';

const RANDOM_ATTEMPTS = 20;

/**
 * Inserts a quotation under a fresh random 'SQ' + 5-digit number. The unique index decides; a collision
 * (another quotation, or a concurrent insert) rolls back to a savepoint and draws again. After 20
 * collisions — a nearly full number space — the database picks a free number; when none is left the
 * answer is 409 (see docs/quotations.md).
 */
export async function insertWithNewNumber(db: Db, values: Omit<repo.QuotationInsert, 'quotation_number'>) {
  for (let attempt = 0; attempt <= RANDOM_ATTEMPTS; attempt++) {
    const number = attempt < RANDOM_ATTEMPTS ? generateQuoteNumber() : await repo.findFreeQuoteNumber(db);
    if (!number) break;
    try {
      return await db.transaction((tx) => repo.insertQuotation(tx, { ...values, quotation_number: number }));
    } catch (error) {
      if (!repo.isQuoteNumberTaken(error)) throw error;
    }
  }
  throw AppError.conflict('All 100,000 quotation numbers (SQ00000 to SQ99999) are in use');
}
