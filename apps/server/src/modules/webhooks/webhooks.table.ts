import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp, recordColumns } from '../../platform/database/columns';

/** Receivers registered by an administrator, each with the events it wants. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: idColumn(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  /** The signing secret, AES-256-GCM under SECRET_KEY (platform/secret-box.ts): the server must sign with it. */
  secret_encrypted: text('secret_encrypted').notNull(),
  ...recordColumns(),
});

/**
 * What happened, once per change, written in the transaction of the change: a rolled-back change leaves no
 * event, and a committed one is never lost to a crash before delivery.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
});

/**
 * The queue and its log: one row per event and endpoint. A worker claims due rows with FOR UPDATE SKIP LOCKED
 * and takes them for a while (`locked_until`), so several processes never send one row twice; a process that
 * dies mid-send leaves the row to be claimed again once the lease is over.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: idColumn(),
    endpoint_id: belongsTo('endpoint_id', () => webhookEndpoints.id),
    event_id: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** pending (waiting or between retries), delivered, failed (gave up after 24 hours). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_response_code: integer('last_response_code'),
    /** A network error, a timeout, or the start of a non-2xx answer: never more than a short excerpt. */
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).default(sql`now()`),
    locked_until: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    delivered_at: isoTimestamp('delivered_at'),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpoint_id, t.id),
    // The purge of old events deletes their deliveries by this column.
    index('webhook_deliveries_event_idx').on(t.event_id),
  ],
);
