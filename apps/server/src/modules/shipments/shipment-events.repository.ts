import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
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
    .select({
      id: shipmentMilestones.id,
      label: shipmentMilestones.label,
      actual_at: shipmentMilestones.actual_at,
    })
    .from(shipmentMilestones)
    .where(and(eq(shipmentMilestones.shipment_id, shipmentId), eq(shipmentMilestones.key, key)));
  return row;
}

/** Marks the event retracted (once: a second retraction of it finds it marked and answers nothing). */
export async function markRetracted(db: Db, id: number) {
  const [row] = await db
    .update(shipmentEvents)
    .set({ retracted_at: sql`now()` })
    .where(and(eq(shipmentEvents.id, id), isNull(shipmentEvents.retracted_at)))
    .returning();
  return row;
}

/** The latest actual the shipment's events still say for a milestone, leaving out retracted ones and `exceptId`. */
export async function latestActualEvent(db: Db, shipmentId: number, key: string, exceptId: number) {
  const [row] = await db
    .select({ event_at: shipmentEvents.event_at })
    .from(shipmentEvents)
    .where(
      and(
        eq(shipmentEvents.shipment_id, shipmentId),
        eq(shipmentEvents.milestone_key, key),
        eq(shipmentEvents.classifier, 'ACT'),
        isNull(shipmentEvents.retracted_at),
        ne(shipmentEvents.id, exceptId),
      ),
    )
    .orderBy(desc(shipmentEvents.id))
    .limit(1);
  return row;
}
