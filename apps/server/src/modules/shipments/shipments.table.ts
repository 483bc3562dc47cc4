import {
  type Address,
  type CargoLine,
  type Container,
  LEG_ANCHORS,
  LEG_KINDS,
  LEG_TIMES,
  MILESTONE_STATUSES,
  SHIPMENT_STATUSES,
  TRANSPORT_MODES,
} from '@freight/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp, recordColumns } from '../../platform/database/columns';
import { searchFold } from '../../platform/database/search-fold';
import { contacts } from '../contacts/contacts.table';
import { quotations } from '../quotations/quotations.table';
import { users } from '../users/users.table';

const blankText = (name: string) => text(name).notNull().default('');
const figure = (name: string, scale: number) =>
  numeric(name, { precision: 18, scale, mode: 'number' }).notNull().default(0);
const contactLink = (name: string) => integer(name).references(() => contacts.id, { onDelete: 'set null' });

/**
 * Shipments: one per accepted quotation (the unique index on `quotation_id` is the last word when calls
 * race). What the accepted revision held is copied, not linked: the cargo lines, containers and addresses as
 * JSON snapshots, since nobody edits them on the shipment and a later edit of the quotation must not change
 * what was booked; the charges get their own table, since invoicing will work on them row by row.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: idColumn(),
    shipment_number: text('shipment_number').notNull(),
    // The quotation may be deleted later; the shipment keeps its number and revision.
    quotation_id: integer('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
    quotation_number: text('quotation_number').notNull(),
    revision: integer('revision').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('Booked'),
    transport_mode: text('transport_mode', { enum: TRANSPORT_MODES }).notNull(),
    incoterm: text('incoterm'),
    incoterm_place: blankText('incoterm_place'),
    currency: text('currency').notNull(),
    client_name: blankText('client_name'),
    contact_id: contactLink('contact_id'),
    shipper_contact_id: contactLink('shipper_contact_id'),
    consignee_contact_id: contactLink('consignee_contact_id'),
    notify_contact_id: contactLink('notify_contact_id'),
    origin_code: blankText('origin_code'),
    destination_code: blankText('destination_code'),
    origin_address: jsonb('origin_address').$type<Address>(),
    destination_address: jsonb('destination_address').$type<Address>(),
    booking_reference: blankText('booking_reference'),
    carrier_reference: blankText('carrier_reference'),
    house_reference: blankText('house_reference'),
    cargo_lines: jsonb('cargo_lines').$type<CargoLine[]>().notNull().default([]),
    containers: jsonb('containers').$type<Container[]>().notNull().default([]),
    total_cbm: figure('total_cbm', 6),
    total_weight: figure('total_weight', 3),
    chargeable_weight: figure('chargeable_weight', 3),
    // The owner: the quotation's owner, who hears of late milestones.
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('shipments_quotation_key').on(t.quotation_id),
    uniqueIndex('shipments_number_key').on(t.shipment_number),
    index('shipments_status_idx').on(t.status, t.created_at, t.id),
    index('shipments_created_idx').on(t.created_at, t.id),
    index('shipments_contact_idx').on(t.contact_id),
    // The list's `search` and the global search fold the same expression (shipmentSearchText).
    index('shipments_search_trgm_idx').using('gin', sql`${searchFold(shipmentSearchText(t))} gin_trgm_ops`),
  ],
);

/** What `search` matches on a shipment: its number, its references, its quotation and its client. */
export function shipmentSearchText(t: {
  shipment_number: unknown;
  quotation_number: unknown;
  booking_reference: unknown;
  carrier_reference: unknown;
  house_reference: unknown;
  client_name: unknown;
}) {
  return sql`(${t.shipment_number} || ' ' || ${t.quotation_number} || ' ' || ${t.booking_reference} || ' ' || ${t.carrier_reference} || ' ' || ${t.house_reference} || ' ' || ${t.client_name})`;
}

/**
 * The last shipment number given out in each year. The row of the year is updated in the creating
 * transaction and stays locked until it ends, so numbers are handed out one at a time and a rolled-back
 * shipment gives its number back: the sequence has no gaps.
 */
export const shipmentNumberSequences = pgTable('shipment_number_sequences', {
  year: integer('year').primaryKey(),
  last_sequence: integer('last_sequence').notNull(),
});

export const shipmentLegs = pgTable(
  'shipment_legs',
  {
    id: idColumn(),
    shipment_id: belongsTo('shipment_id', () => shipments.id),
    sequence: integer('sequence').notNull().default(1),
    kind: text('kind', { enum: LEG_KINDS }).notNull().default('main'),
    transport_mode: text('transport_mode', { enum: TRANSPORT_MODES }).notNull(),
    carrier: blankText('carrier'),
    vessel_or_flight: blankText('vessel_or_flight'),
    voyage: blankText('voyage'),
    from_code: blankText('from_code'),
    to_code: blankText('to_code'),
    etd: isoTimestamp('etd'),
    eta: isoTimestamp('eta'),
    atd: isoTimestamp('atd'),
    ata: isoTimestamp('ata'),
    ...recordColumns(),
  },
  (t) => [index('shipment_legs_shipment_idx').on(t.shipment_id, t.sequence, t.id)],
);

export const shipmentMilestones = pgTable(
  'shipment_milestones',
  {
    id: idColumn(),
    shipment_id: belongsTo('shipment_id', () => shipments.id),
    key: text('key').notNull(),
    label: text('label').notNull(),
    sequence: integer('sequence').notNull(),
    planned_at: isoTimestamp('planned_at'),
    actual_at: isoTimestamp('actual_at'),
    // Stored as pending or done; answered late once the planned time passed (milestoneStatus).
    status: text('status', { enum: MILESTONE_STATUSES }).notNull().default('pending'),
    set_by: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    // The template's rule, copied when the shipment was made: a later edit of the templates in Settings
    // changes new shipments only, never how a running one is planned or which status its actuals reach.
    planned_from_leg: text('planned_from_leg', { enum: LEG_ANCHORS }),
    planned_from_time: text('planned_from_time', { enum: LEG_TIMES }),
    offset_hours: integer('offset_hours').notNull().default(0),
    moves_to: text('moves_to', { enum: SHIPMENT_STATUSES }),
    // When the late-milestone job told the owner (shipment-late-milestones.job.ts): set once, never cleared.
    late_notified_at: isoTimestamp('late_notified_at'),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('shipment_milestones_key').on(t.shipment_id, t.key),
    // Milestones still waiting for an actual: a shipment's late ones (the list's `late` filter and column), and
    // every late one by how overdue it is (the dashboard's card).
    index('shipment_milestones_open_idx').on(t.shipment_id, t.planned_at).where(sql`${t.actual_at} is null`),
    index('shipment_milestones_overdue_idx').on(t.planned_at).where(sql`${t.actual_at} is null`),
    // What the late-milestone job looks for: planned, not done, not yet told.
    index('shipment_milestones_late_idx')
      .on(t.planned_at)
      .where(sql`${t.actual_at} is null and ${t.late_notified_at} is null`),
  ],
);

const amount = (name: string) => numeric(name, { precision: 18, scale: 3, mode: 'number' });

/** The quotation's cost lines as the shipment's charges: sell in the shipment's currency, buy as priced. */
export const shipmentCharges = pgTable(
  'shipment_charges',
  {
    id: idColumn(),
    shipment_id: belongsTo('shipment_id', () => shipments.id),
    // The cost line it was copied from; no link, since the quotation's lines may change or go.
    cost_line_id: integer('cost_line_id'),
    description: text('description').notNull(),
    // What the client reads for this charge (the cost line's client text): invoices print it, never the
    // internal description with carrier, break or buy rate.
    client_description: text('client_description').notNull().default(''),
    location: blankText('location'),
    category_id: integer('category_id'),
    supplier: blankText('supplier'),
    quantity: numeric('quantity', { mode: 'number' }).notNull().default(1),
    sell_amount: amount('sell_amount').notNull().default(0),
    buy_total: amount('buy_total'),
    buy_currency: text('buy_currency'),
    buy_cost: amount('buy_cost'),
    is_sub_item: boolean('is_sub_item').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('shipment_charges_shipment_idx').on(t.shipment_id, t.sort_order, t.id)],
);
