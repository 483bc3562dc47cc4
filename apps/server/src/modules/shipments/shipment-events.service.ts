import {
  legAt,
  milestoneKeyForEvent,
  milestoneTimeOf,
  type ReceivedTrackingEvent,
  type ShipmentEventResult,
  type TransportMode,
  templateStep,
} from '@freight/domain';
import { found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { NOT_FOUND } from './shipment-detail';
import * as events from './shipment-events.repository';
import { publishShipmentChange } from './shipment-live';
import { updateMilestone } from './shipment-milestones.service';
import * as repo from './shipments.repository';

type EventRow = NonNullable<Awaited<ReturnType<typeof events.findEvent>>>;

function answer(mode: TransportMode, event: EventRow, duplicate: boolean): ShipmentEventResult {
  const step = event.milestone_key ? templateStep(mode, event.milestone_key) : undefined;
  return {
    event,
    duplicate,
    matched: step !== undefined,
    milestone: step ? { key: step.key, label: step.label } : null,
  };
}

/**
 * POST /shipments/{id}/events: keeps the event and, when the shipment's template has a milestone for it, sets
 * that milestone's time through the milestones service, so the status moves as the template says. What
 * happened (ACT) sets the actual time; an estimate or plan moves the planned time. A repeat of an event the
 * shipment has (same sender's id) changes nothing and answers the event kept first.
 */
export async function recordEvent(
  db: Db,
  shipmentId: number,
  event: ReceivedTrackingEvent,
  userId: number,
): Promise<ShipmentEventResult> {
  return db.transaction(async (tx) => {
    const shipment = found(await repo.shipmentRecords.find(tx, shipmentId), NOT_FOUND);
    const mainLeg = legAt(await repo.legsOf(tx, shipmentId), 'main');
    const key = milestoneKeyForEvent(shipment.transport_mode, event, mainLeg);
    const milestone = key ? await events.milestoneByKey(tx, shipmentId, key) : undefined;
    const kept = await events.insertEvent(tx, {
      ...event,
      shipment_id: shipmentId,
      milestone_key: milestone ? key : null,
    });
    if (!kept) {
      const first = found(await events.findEvent(tx, shipmentId, event.event_id), NOT_FOUND);
      return answer(shipment.transport_mode, first, true);
    }
    if (milestone && event.classifier && event.event_at) {
      const time = { [milestoneTimeOf(event.classifier)]: event.event_at };
      await updateMilestone(tx, milestone.id, time, undefined, userId);
    } else {
      // A kept event the milestones did not take still adds a row to the shipment's events.
      await publishShipmentChange(tx, 'updated', shipmentId);
    }
    return answer(shipment.transport_mode, kept, false);
  });
}

/** GET /shipments/{id}/events: every event the shipment received, in the order it came. */
export async function listEvents(db: Db, shipmentId: number) {
  found(await repo.shipmentRecords.find(db, shipmentId), NOT_FOUND);
  return { data: await events.eventsOf(db, shipmentId) };
}
