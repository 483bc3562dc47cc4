import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp } from '../../platform/database/columns';
import { shipments } from './shipments.table';

/**
 * A customer's e-mail updates on a shipment: one row per shipment and address (lower case). Only hashes of
 * the links' tokens are kept. The confirmation link is single-use (its hash is cleared on use) and lives
 * 7 days; the unsubscribe token is an HMAC of `unsubscribe_nonce` under the tracking-link secret, so each
 * update can carry the link again without the database holding it. `milestones` empty means all of them;
 * a request's choice waits in `requested_milestones` until its link is confirmed, so nobody can change what a
 * confirmed address receives without its mailbox.
 */
export const shipmentSubscriptions = pgTable(
  'shipment_subscriptions',
  {
    id: idColumn(),
    shipment_id: belongsTo('shipment_id', () => shipments.id),
    email: text('email').notNull(),
    milestones: jsonb('milestones').$type<string[]>().notNull().default([]),
    requested_milestones: jsonb('requested_milestones').$type<string[]>().notNull().default([]),
    confirm_token_hash: text('confirm_token_hash').unique(),
    confirm_expires_at: isoTimestamp('confirm_expires_at'),
    confirmed_at: isoTimestamp('confirmed_at'),
    unsubscribe_nonce: text('unsubscribe_nonce').notNull(),
    unsubscribe_token_hash: text('unsubscribe_token_hash').notNull().unique(),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('shipment_subscriptions_address_key').on(t.shipment_id, t.email)],
);

/**
 * The updates owed and sent: a row per subscription and milestone, written in the transaction that set the
 * milestone's actual, so an update exists only for a change that committed, and the unique key sends each
 * milestone once per address however often its actual is set again. `sent_at` is set when a sender claims it.
 */
export const shipmentSubscriptionMails = pgTable(
  'shipment_subscription_mails',
  {
    id: idColumn(),
    subscription_id: belongsTo('subscription_id', () => shipmentSubscriptions.id),
    milestone_key: text('milestone_key').notNull(),
    sent_at: isoTimestamp('sent_at'),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('shipment_subscription_mails_key').on(t.subscription_id, t.milestone_key)],
);
