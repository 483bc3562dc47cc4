import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp } from '../../platform/database/columns';
import { users } from '../users/users.table';
import { quotations } from './quotations.table';

/**
 * Each sending of a quote: who sent it, to whom, the subject and message as sent, and its acceptance link
 * (only the SHA-256 of the token is kept; the link lives until the end of the quote's valid-until day).
 */
export const quoteSends = pgTable(
  'quote_sends',
  {
    id: idColumn(),
    quotation_id: belongsTo('quotation_id', () => quotations.id),
    sent_by: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sender_name: text('sender_name').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The language the e-mail and PDF went out in: the acceptance page speaks it too. */
    language: text('language').notNull().default('en'),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: isoTimestamp('expires_at').notNull(),
    // Set when the message went out but logging the interaction or filing the PDF failed afterwards.
    filing_error: text('filing_error'),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [index('quote_sends_quotation_idx').on(t.quotation_id, t.created_at)],
);

/** Requests to acceptance links, per client address: the throttle counts the last minute's. */
export const quoteLinkAccess = pgTable(
  'quote_link_access',
  {
    id: idColumn(),
    client_ip: text('client_ip').notNull(),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [index('quote_link_access_ip_idx').on(t.client_ip, t.created_at)],
);
