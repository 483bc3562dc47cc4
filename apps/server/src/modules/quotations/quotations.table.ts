import {
  type Container,
  INCOTERMS,
  LOST_REASONS,
  PRIORITIES,
  type PricedRates,
  QUOTATION_STATUSES,
  TRANSPORT_MODES,
} from '@freight/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, isoTimestamp, recordColumns } from '../../platform/database/columns';
import { searchFold } from '../../platform/database/search-fold';
import { addresses } from '../addresses/addresses.table';
import { contacts } from '../contacts/contacts.table';
import { users } from '../users/users.table';

const blankText = (name: string) => text(name).notNull().default('');
const decimal = (name: string, scale: number) =>
  numeric(name, { precision: 18, scale, mode: 'number' }).notNull().default(0);
// Money keeps three decimals, enough for every ISO 4217 currency in use (KWD, BHD, OMR); each amount is
// stored already rounded to its own currency's decimals (roundMoney in packages/domain/src/money).
const money = (name: string) => decimal(name, 3);

export const quotations = pgTable(
  'quotations',
  {
    id: idColumn(),
    quotation_number: text('quotation_number').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    client_name: blankText('client_name'),
    client_email: blankText('client_email'),
    client_phone: blankText('client_phone'),
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    origin_address_id: integer('origin_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    destination_address_id: integer('destination_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    project_description: blankText('project_description'),
    estimated_value: money('estimated_value'),
    currency: text('currency').notNull().default('USD'),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('Medium'),
    validity_days: integer('validity_days').notNull().default(30),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    deadline: date('deadline', { mode: 'string' }),
    notes: blankText('notes'),
    total_cbm: decimal('total_cbm', 6),
    total_weight: decimal('total_weight', 3),
    total_declared_value: money('total_declared_value'),
    total_cost: money('total_cost'),
    // Pricing: transport mode, lane, FCL equipment, and the computed chargeable weight, buy and margin.
    transport_mode: text('transport_mode', { enum: TRANSPORT_MODES }).notNull().default('Air'),
    origin_code: blankText('origin_code'),
    destination_code: blankText('destination_code'),
    containers: jsonb('containers').$type<Container[]>().notNull().default([]),
    // The Incoterms 2020 rule (code only) and its named place; the transport mode limits the rule.
    incoterm: text('incoterm', { enum: INCOTERMS }),
    incoterm_place: blankText('incoterm_place'),
    chargeable_weight: decimal('chargeable_weight', 3),
    total_buy: money('total_buy'),
    margin_amount: money('margin_amount'),
    margin_percent: numeric('margin_percent', { precision: 9, scale: 2, mode: 'number' }),
    /** The exchange rates the buy side was converted with: recorded when priced (see docs/api.md, Pricing). */
    priced_rates: jsonb('priced_rates').$type<PricedRates>(),
    status: text('status', { enum: QUOTATION_STATUSES }).notNull().default('Pending'),
    superseded: boolean('superseded').notNull().default(false),
    created_date: date('created_date', { mode: 'string' }).notNull(),
    valid_until_date: date('valid_until_date', { mode: 'string' }).notNull(),
    // The client's answer through the acceptance link; null until they answer.
    accepted_by: text('accepted_by'),
    accepted_at: isoTimestamp('accepted_at'),
    accepted_ip: text('accepted_ip'),
    accepted_po_number: text('accepted_po_number'),
    declined_at: isoTimestamp('declined_at'),
    decline_reason: text('decline_reason'),
    decline_comment: text('decline_comment'),
    // Why it was lost: set on the move to Cancelled, cleared when it leaves Cancelled.
    lost_reason: text('lost_reason', { enum: LOST_REASONS }),
    lost_to: blankText('lost_to'),
    lost_comment: blankText('lost_comment'),
    // Revisions: same quotation_number, revision + 1; the older ones are superseded.
    revision: integer('revision').notNull().default(1),
    revised_by: integer('revised_by').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    // One row per revision of a number (the name is kept: quote-numbers.ts reads it on a clash).
    uniqueIndex('quotations_number_key').on(t.quotation_number, t.revision),
    // Status pages: one status, current revisions only (the lists' default), sorted by any of the list's
    // columns, paged: a page's ids are read from the index alone, however deep the page.
    index('quotations_status_start_date_idx').on(t.status, t.superseded, t.start_date, t.id),
    index('quotations_status_valid_until_idx').on(t.status, t.superseded, t.valid_until_date, t.id),
    index('quotations_status_total_cost_idx').on(t.status, t.superseded, t.total_cost, t.id),
    index('quotations_status_client_name_idx').on(t.status, t.superseded, t.client_name, t.id),
    index('quotations_status_number_idx').on(t.status, t.superseded, t.quotation_number),
    index('quotations_contact_idx').on(t.contact_id),
    // Finding the quotations that use an address (deleting it, or deciding whether it is still used).
    index('quotations_origin_address_idx').on(t.origin_address_id),
    index('quotations_destination_address_idx').on(t.destination_address_id),
    index('quotations_search_trgm_idx').using('gin', sql`${searchFold(quotationSearchText(t))} gin_trgm_ops`),
  ],
);

/** What `search` matches on a quotation: its number and its client's name. */
export function quotationSearchText(t: { quotation_number: unknown; client_name: unknown }) {
  return sql`(${t.quotation_number} || ' ' || ${t.client_name})`;
}
