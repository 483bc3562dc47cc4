import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { shipmentEvents } from './shipment-events.table';
import { shipmentMilestones } from './shipments.table';

export type ShipmentEventInsert = typeof shipmentEvents.$inferInsert;

/** Keeps the event; answers nothing when the shipment already has one with this sender's id. */
export async function insertEvent(db: Db, values: ShipmentEventInsert) {
  const [row] = await db.insert(shipmentEvents).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findEvent(db: Db, shipmentId: number, eventId: string) {
  const [row] = await db
    .select()
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.shipment_id, shipmentId), eq(shipmentEvents.event_id, eventId)));
  return row;
}

export function eventsOf(db: Db, shipmentId: number) {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipment_id, shipmentId))
    .orderBy(asc(shipmentEvents.id));
}

export async function milestoneByKey(db: Db, shipmentId: number, key: string) {
  const [row] = await db
    .select({ id: shipmentMilestones.id })
    .from(shipmentMilestones)
    .where(and(eq(shipmentMilestones.shipment_id, shipmentId), eq(shipmentMilestones.key, key)));
  return row;
}
