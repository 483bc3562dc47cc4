import { EVENT_CLASSIFIERS, TRACKING_EVENT_TYPES } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp } from '../../platform/database/columns';
import { shipments } from './shipments.table';

/**
 * Every tracking event a shipment received, kept as sent (`raw`) beside what the server read from it. The
 * unique sender's id per shipment is what makes a repeated delivery change nothing: carriers resend events.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: idColumn(),
    shipment_id: belongsTo('shipment_id', () => shipments.id),
    event_id: text('event_id').notNull(),
    event_type: text('event_type', { enum: TRACKING_EVENT_TYPES }).notNull(),
    code: text('code'),
    classifier: text('classifier', { enum: EVENT_CLASSIFIERS }),
    event_at: isoTimestamp('event_at'),
    location: text('location'),
    // The milestone it set; null when the shipment's template has none for it.
    milestone_key: text('milestone_key'),
    // When a later event of the sender retracted this one (its milestone time was undone then).
    retracted_at: isoTimestamp('retracted_at'),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('shipment_events_event_key').on(t.shipment_id, t.event_id),
    index('shipment_events_shipment_idx').on(t.shipment_id, t.id),
  ],
);
