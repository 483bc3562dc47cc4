import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { requestsInLastMinute } from '../../platform/database/request-log-throttle';
import { userDisplayNameSql } from '../users/user-summary.sql';
import { users } from '../users/users.table';
import { shipmentTrackingAccess, shipmentTrackingLinks } from './shipment-tracking.table';
import { shipments } from './shipments.table';

export async function linkOf(db: Db, shipmentId: number) {
  const [row] = await db
    .select()
    .from(shipmentTrackingLinks)
    .where(eq(shipmentTrackingLinks.shipment_id, shipmentId));
  return row;
}

/**
 * Keeps the first link when two requests make one at once: answers whether this one was stored (the loser
 * then reads the winner's).
 */
export async function insertLink(db: Db, shipmentId: number, nonce: string, tokenHash: string) {
  const stored = await db
    .insert(shipmentTrackingLinks)
    .values({ shipment_id: shipmentId, nonce, token_hash: tokenHash })
    .onConflictDoNothing({ target: shipmentTrackingLinks.shipment_id })
    .returning({ nonce: shipmentTrackingLinks.nonce });
  return stored.length > 0;
}

export async function shipmentIdByHash(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ shipment_id: shipmentTrackingLinks.shipment_id })
    .from(shipmentTrackingLinks)
    .where(eq(shipmentTrackingLinks.token_hash, tokenHash));
  return row?.shipment_id;
}

/** The shipment owner's display name, '' when it has none. */
export async function ownerName(db: Db, shipmentId: number): Promise<string> {
  const [row] = await db
    .select({ name: userDisplayNameSql(users) })
    .from(shipments)
    .innerJoin(users, eq(users.id, shipments.user_id))
    .where(eq(shipments.id, shipmentId));
  return row?.name ?? '';
}

export const recentAccessFrom = (db: Db, clientIp: string) =>
  requestsInLastMinute(db, shipmentTrackingAccess, clientIp);

export async function recordAccess(db: Db, clientIp: string): Promise<void> {
  await db.insert(shipmentTrackingAccess).values({ client_ip: clientIp });
}
