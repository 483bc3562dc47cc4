import { SHIPMENT_MESSAGES as M, type ShipmentMilestoneUpdate, statusAfterMilestone } from '@freight/domain';
import { changesToWrite, found, requireVersion, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { recordWebhookEvent } from '../webhooks/webhooks.service';
import { NOT_FOUND, shipmentDetail } from './shipment-detail';
import { publishShipmentChange } from './shipment-live';
import * as repo from './shipments.repository';

/** Told in the transaction that recorded a milestone's actual, so what it writes commits with it. */
type MilestoneDoneHook = (tx: Db, done: { shipmentId: number; key: string }) => Promise<void>;
const milestoneDoneHooks: MilestoneDoneHook[] = [];
/** For the customer's e-mail updates: registered once when their service loads. */
export const onMilestoneDone = (hook: MilestoneDoneHook) => milestoneDoneHooks.push(hook);

/**
 * PUT /shipment_milestones/{id} (If-Match): records when the milestone happened (and who said so), or takes
 * it back with null; a recorded milestone moves the shipment's status where its template says so (forward
 * only, see `statusAfterMilestone`). Answers the whole shipment, whose status may have moved.
 */
export async function updateMilestone(
  db: Db,
  id: number,
  input: ShipmentMilestoneUpdate,
  expectedVersion: number | undefined,
  userId: number,
) {
  const changes = changesToWrite(input);
  const shipmentId = await db.transaction(async (tx) => {
    const milestone = found(await repo.findMilestoneForUpdate(tx, id), M.milestoneNotFound);
    const shipment = found(await repo.findShipmentForUpdate(tx, milestone.shipment_id), NOT_FOUND);
    requireVersion(milestone, expectedVersion, M.stale);
    const recorded =
      changes.actual_at === undefined
        ? {}
        : changes.actual_at === null
          ? { actual_at: null, status: 'pending' as const, set_by: null }
          : { actual_at: changes.actual_at, status: 'done' as const, set_by: userId };
    written(
      await repo.milestoneRecords.update(tx, id, { ...changes, ...recorded }, expectedVersion),
      M.milestoneNotFound,
      M.stale,
    );
    let moved = false;
    if (changes.actual_at) {
      const next = statusAfterMilestone(shipment.status, milestone.moves_to ?? undefined);
      moved = next !== shipment.status;
      if (moved) await repo.setStatus(tx, shipment.id, next);
      for (const hook of milestoneDoneHooks) await hook(tx, { shipmentId: shipment.id, key: milestone.key });
      await recordWebhookEvent(tx, 'shipment.milestone', {
        shipment_id: shipment.id,
        milestone_id: id,
        key: milestone.key,
        actual_at: changes.actual_at,
      });
    }
    await publishShipmentChange(tx, moved ? 'status_changed' : 'updated', shipment.id);
    return shipment.id;
  });
  return shipmentDetail(db, shipmentId);
}
