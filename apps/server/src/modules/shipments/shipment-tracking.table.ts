import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp } from '../../platform/database/columns';
import { shipments } from './shipments.table';

/**
 * A shipment's tracking link. The token is an HMAC of `nonce` under the server's tracking-link secret, so the
 * staff page can show the link again while the database alone holds no usable link: only the token's SHA-256
 * (the lookup key, as the quote acceptance link's) and the nonce, which is worthless without the secret.
 */
export const shipmentTrackingLinks = pgTable('shipment_tracking_links', {
  id: idColumn(),
  shipment_id: belongsTo('shipment_id', () => shipments.id).unique(),
  nonce: text('nonce').notNull(),
  token_hash: text('token_hash').notNull().unique(),
  created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
});

/** Requests to tracking links, per client address: the throttle counts the last minute's. */
export const shipmentTrackingAccess = pgTable(
  'shipment_tracking_access',
  {
    id: idColumn(),
    client_ip: text('client_ip').notNull(),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [index('shipment_tracking_access_ip_idx').on(t.client_ip, t.created_at)],
);
