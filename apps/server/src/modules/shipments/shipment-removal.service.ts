import { SHIPMENT_MESSAGES as M } from '@freight/domain';
import { found, requireVersion } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { NOT_FOUND } from './shipment-detail';
import { publishShipmentChange } from './shipment-live';
import * as repo from './shipments.repository';

/**
 * DELETE /shipments/{id} (If-Match): a cancelled shipment, or one where nothing happened yet (no milestone
 * has an actual time and no tracking event came), goes with its legs, milestones, charges, events and link.
 * Any other answers 409 asking to cancel it first: recorded progress is kept unless staff decided to drop the
 * job. With the shipment gone, its quotation may leave Active again.
 */
export async function removeShipment(db: Db, id: number, expectedVersion: number | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const shipment = found(await repo.findShipmentForUpdate(tx, id), NOT_FOUND);
    requireVersion(shipment, expectedVersion, M.stale);
    if (shipment.status !== 'Cancelled' && (await repo.hasProgress(tx, id))) {
      throw AppError.conflict(M.cancelBeforeDelete(shipment.shipment_number), { shipment_id: id });
    }
    await repo.shipmentRecords.remove(tx, id);
    await publishShipmentChange(tx, 'deleted', id);
  });
}
