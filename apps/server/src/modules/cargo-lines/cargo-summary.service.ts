import { summarizeShipment } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import * as repo from './cargo-lines.repository';

// Kept apart from cargo-lines.service.ts, which changes lines under the quotation's lock and so imports the
// quotation's totals: the totals read the cargo through this file, and no import runs in a circle.

/**
 * Reads a quotation's cargo for its totals, and answers how to sum it up (`summarizeShipment`: CBM, weight
 * and the declared value in `currency`). The read needs no currency, so the totals send it together with the
 * quotation's own read instead of after it.
 */
export async function shipmentSummary(db: Db, quotationId: number) {
  const lines = await repo.shipmentLines(db, quotationId);
  return (currency: string) => summarizeShipment(lines, currency);
}
