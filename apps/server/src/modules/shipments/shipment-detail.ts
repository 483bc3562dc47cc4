import { milestoneStatus, type PlannedStep, type ShipmentDetail } from '@freight/domain';
import { found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import * as repo from './shipments.repository';

export const NOT_FOUND = 'Shipment not found';

type MilestoneRow = Awaited<ReturnType<typeof repo.milestonesOf>>[number]['milestone'];

/** The planning rule a milestone row was given from its template when the shipment was made. */
export function plannedStepOf(milestone: MilestoneRow): PlannedStep {
  const { key, planned_from_leg: leg, planned_from_time: time, offset_hours } = milestone;
  return { key, offset_hours, ...(leg && time && { planned_from: { leg, time } }) };
}

/**
 * One shipment as GET /shipments/{id} answers it: the record, its legs in order, its milestones in the
 * template's order (each late once its planned time passed without an actual while the shipment is on its
 * way), and its charges.
 */
export async function shipmentDetail(db: Db, id: number): Promise<ShipmentDetail> {
  const shipment = found(await repo.shipmentRecords.find(db, id), NOT_FOUND);
  const [legs, milestones, charges] = await Promise.all([
    repo.legsOf(db, id),
    repo.milestonesOf(db, id),
    repo.chargesOf(db, id),
  ]);
  const now = new Date();
  return {
    ...shipment,
    legs,
    milestones: milestones.map(({ milestone, set_by_name }) => ({
      ...milestone,
      status: milestoneStatus(milestone, now, shipment.status),
      set_by_name: milestone.set_by === null ? null : set_by_name,
    })),
    charges,
  };
}
