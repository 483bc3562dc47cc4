import { summarizeShipment } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import * as repo from './cargo-lines.repository';

// Kept apart from cargo-lines.service.ts, which changes lines under the quotation's lock and so imports the
// quotation's totals: the totals read the cargo through this file, and no import runs in a circle.

/** CBM, weight and declared value of a quotation's cargo (`summarizeShipment`), for its totals. */
export async function shipmentSummary(db: Db, quotationId: number, currency: string) {
  return summarizeShipment(await repo.shipmentLines(db, quotationId), currency);
}
