import {
  SHIPMENT_MESSAGES as M,
  plannedTimesFromLegs,
  type ShipmentLegCreate,
  type ShipmentLegUpdate,
} from '@freight/domain';
import { changesToWrite, found, requireVersion, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { NOT_FOUND, plannedStepOf } from './shipment-detail';
import { publishShipmentChange } from './shipment-live';
import * as repo from './shipments.repository';

const TIMES = ['etd', 'eta', 'atd', 'ata'] as const;

/** Moves the planned times of the shipment's milestones to what its legs now say, by each milestone's own rule. */
async function replan(tx: Db, shipment: repo.ShipmentRow) {
  const legs = await repo.legsOf(tx, shipment.id);
  const steps = (await repo.milestonesOf(tx, shipment.id)).map(({ milestone }) => plannedStepOf(milestone));
  await repo.planMilestones(tx, shipment.id, plannedTimesFromLegs(steps, legs));
}

/** The leg and its shipment, both locked until the transaction ends (legs change one at a time per shipment). */
async function lockLeg(tx: Db, legId: number) {
  const leg = found(await repo.findLegForUpdate(tx, legId), M.legNotFound);
  const shipment = found(await repo.findShipmentForUpdate(tx, leg.shipment_id), NOT_FOUND);
  return { leg, shipment };
}

/** POST /shipments/{id}/legs: a leg after the last one unless a sequence is given, in the shipment's mode by default. */
export async function createLeg(db: Db, shipmentId: number, input: ShipmentLegCreate) {
  return db.transaction(async (tx) => {
    const shipment = found(await repo.findShipmentForUpdate(tx, shipmentId), NOT_FOUND);
    const sequence = input.sequence ?? (await repo.countLegs(tx, shipmentId)) + 1;
    const leg = await repo.insertLeg(tx, {
      transport_mode: shipment.transport_mode,
      ...input,
      sequence,
      shipment_id: shipmentId,
    });
    await replan(tx, shipment);
    await publishShipmentChange(tx, 'updated', shipment.id);
    return leg;
  });
}

/** PUT /shipment_legs/{id} (If-Match): a change of ETD or ETA moves the matching milestones' planned times. */
export async function updateLeg(db: Db, id: number, input: ShipmentLegUpdate, expectedVersion?: number) {
  const changes = changesToWrite(input);
  return db.transaction(async (tx) => {
    const { leg, shipment } = await lockLeg(tx, id);
    requireVersion(leg, expectedVersion, M.stale);
    const updated = written(
      await repo.legRecords.update(tx, id, changes, expectedVersion),
      M.legNotFound,
      M.stale,
    );
    const replans = changes.sequence !== undefined || changes.kind !== undefined;
    if (replans || TIMES.some((time) => changes[time] !== undefined)) await replan(tx, shipment);
    await publishShipmentChange(tx, 'updated', shipment.id);
    return updated;
  });
}

/** DELETE /shipment_legs/{id}: any leg but the last one left. */
export async function removeLeg(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const { shipment } = await lockLeg(tx, id);
    if ((await repo.countLegs(tx, shipment.id)) <= 1) throw AppError.conflict(M.lastLeg);
    await repo.legRecords.remove(tx, id);
    await replan(tx, shipment);
    await publishShipmentChange(tx, 'updated', shipment.id);
  });
}
