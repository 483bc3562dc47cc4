import {
  INTERACTION_CATEGORIES,
  INTERACTION_CHANNELS,
  INTERACTION_STATUSES,
  INTERACTION_TYPES,
} from '@freight/domain';
import { type SQL, sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp, recordColumns } from '../../platform/database/columns';
import { searchFold } from '../../platform/database/search-fold';
import { contacts } from '../contacts/contacts.table';
import { uploads } from '../files/files.table';
import { users } from '../users/users.table';

export const interactions = pgTable(
  'client_interactions',
  {
    id: idColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    // The contact's name and company are kept as they were when the interaction was saved, so the history
    // still reads after the contact is deleted (contact_id then becomes null).
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    contact_name: text('contact_name').notNull().default(''),
    contact_company: text('contact_company').notNull().default(''),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    channel: text('channel', { enum: INTERACTION_CHANNELS }).notNull().default('Email'),
    category: text('category', { enum: INTERACTION_CATEGORIES }).notNull().default('Information'),
    status: text('status', { enum: INTERACTION_STATUSES }).notNull().default('Open'),
    interaction_type: text('interaction_type', { enum: INTERACTION_TYPES }).notNull().default('Inbound'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    // The list's order (date DESC, id DESC) read straight from an index, alone or after one filter.
    index('client_interactions_date_idx').on(t.date, t.id),
    index('client_interactions_contact_date_idx').on(t.contact_id, t.date, t.id),
    index('client_interactions_status_date_idx').on(t.status, t.date, t.id),
    index('client_interactions_channel_date_idx').on(t.channel, t.date, t.id),
    index('client_interactions_category_date_idx').on(t.category, t.date, t.id),
    index('client_interactions_search_trgm_idx').using(
      'gin',
      sql`${searchFold(interactionSearchText(t))} gin_trgm_ops`,
    ),
  ],
);

/** What `search` matches: subject and description, in one expression the trigram index covers. */
export function interactionSearchText(t: { subject: unknown; description: unknown }): SQL {
  return sql`(${t.subject} || ' ' || ${t.description})`;
}

/**
 * Which uploads (files module) belong to which interaction. The file's name, size and type are the upload's
 * own, read through the files service; deleting an interaction removes these rows with it.
 */
export const interactionAttachments = pgTable(
  'interaction_attachments',
  {
    id: idColumn(),
    interaction_id: belongsTo('interaction_id', () => interactions.id),
    // Removing an attachment deletes this row and discards the upload in one transaction (see
    // interaction-files.ts); the files module then purges the upload row, which nothing refers to any more.
    upload_id: belongsTo('upload_id', () => uploads.id),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    index('interaction_attachments_interaction_idx').on(t.interaction_id, t.id),
    uniqueIndex('interaction_attachments_upload_key').on(t.upload_id),
  ],
);
