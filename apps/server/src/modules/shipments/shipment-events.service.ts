import {
  legAt,
  milestoneKeyForEvent,
  milestoneTimeOf,
  type ReceivedTrackingEvent,
  type ShipmentEventResult,
} from '@freight/domain';
import { found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { NOT_FOUND } from './shipment-detail';
import * as events from './shipment-events.repository';
import { publishShipmentChange } from './shipment-live';
import { updateMilestone } from './shipment-milestones.service';
import * as repo from './shipments.repository';

type EventRow = NonNullable<Awaited<ReturnType<typeof events.findEvent>>>;

async function answer(tx: Db, event: EventRow, duplicate: boolean): Promise<ShipmentEventResult> {
  const milestone = event.milestone_key
    ? await events.milestoneByKey(tx, event.shipment_id, event.milestone_key)
    : undefined;
  return {
    event,
    duplicate,
    matched: milestone !== undefined,
    milestone: milestone ? { key: event.milestone_key!, label: milestone.label } : null,
  };
}

const sameTime = (a: string | null, b: string | null) =>
  a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime();

/**
 * Undoes what a retracted event set: its milestone's actual goes back to what the shipment's remaining
 * events say (the latest of them, or none) — unless the actual is no longer the retracted event's time,
 * since a later event or a person set it again and that stands. Estimates are not undone: the next
 * estimate replaces them anyway.
 */
async function undoRetracted(tx: Db, retracted: EventRow, userId: number) {
  if (!(await events.markRetracted(tx, retracted.id))) return;
  const key = retracted.milestone_key;
  if (!key || retracted.classifier !== 'ACT') return;
  const milestone = await events.milestoneByKey(tx, retracted.shipment_id, key);
  if (!milestone || !sameTime(milestone.actual_at, retracted.event_at)) return;
  const remaining = await events.latestActualEvent(tx, retracted.shipment_id, key, retracted.id);
  if (sameTime(milestone.actual_at, remaining?.event_at ?? null)) return;
  await updateMilestone(tx, milestone.id, { actual_at: remaining?.event_at ?? null }, undefined, userId);
}

/**
 * POST /shipments/{id}/events: keeps the event and, when the shipment has a milestone for it, sets that
 * milestone's time through the milestones service, so the status moves as the milestone says. What happened
 * (ACT) sets the actual time; an estimate or plan moves the planned time. A retraction (DCSA
 * `retractedEventID`) is kept against the retracted event's milestone and undoes what that event set. A
 * repeat of an event the shipment has (same sender's id) changes nothing and answers the event kept first.
 */
export async function recordEvent(
  db: Db,
  shipmentId: number,
  event: ReceivedTrackingEvent,
  userId: number,
): Promise<ShipmentEventResult> {
  return db.transaction(async (tx) => {
    const shipment = found(await repo.findShipmentForUpdate(tx, shipmentId), NOT_FOUND);
    const retracted = event.retracts_event_id
      ? await events.findEvent(tx, shipmentId, event.retracts_event_id)
      : undefined;
    const mainLeg = legAt(await repo.legsOf(tx, shipmentId), 'main');
    const key = retracted
      ? retracted.milestone_key
      : milestoneKeyForEvent(shipment.transport_mode, event, mainLeg);
    const milestone = key ? await events.milestoneByKey(tx, shipmentId, key) : undefined;
    const kept = await events.insertEvent(tx, {
      ...event,
      shipment_id: shipmentId,
      milestone_key: milestone ? key : null,
    });
    if (!kept) {
      const first = found(await events.findEvent(tx, shipmentId, event.event_id), NOT_FOUND);
      return answer(tx, first, true);
    }
    if (retracted) await undoRetracted(tx, retracted, userId);
    else if (milestone && event.classifier && event.event_at) {
      const time = { [milestoneTimeOf(event.classifier)]: event.event_at };
      await updateMilestone(tx, milestone.id, time, undefined, userId);
    } else {
      // A kept event the milestones did not take still adds a row to the shipment's events.
      await publishShipmentChange(tx, 'updated', shipmentId);
    }
    return answer(tx, kept, false);
  });
}

/** GET /shipments/{id}/events: every event the shipment received, in the order it came. */
export async function listEvents(db: Db, shipmentId: number) {
  found(await repo.shipmentRecords.find(db, shipmentId), NOT_FOUND);
  return { data: await events.eventsOf(db, shipmentId) };
}
