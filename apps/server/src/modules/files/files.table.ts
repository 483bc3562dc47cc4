import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, isoTimestamp } from '../../platform/database/columns';
import { users } from '../users/users.table';

/**
 * One uploaded file. It belongs to its uploader until a record attaches it (`attached_kind` + `attached_id`,
 * e.g. 'interaction' 12); unattached uploads older than a day, and rows marked `deleted_at`, are swept (object
 * first, then row). The bytes live in the storage under `storage_key`, made by the server.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    // A removed user's attached files stay with their records; their unattached ones are swept as usual.
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    storage_key: text('storage_key').notNull().unique(),
    original_name: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime_type: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
    attached_kind: text('attached_kind'),
    attached_id: integer('attached_id'),
    attached_at: isoTimestamp('attached_at'),
    deleted_at: isoTimestamp('deleted_at'),
  },
  (t) => [
    check(
      'uploads_attached_check',
      sql`(${t.attached_kind} is null) = (${t.attached_id} is null) and (${t.attached_kind} is null) = (${t.attached_at} is null)`,
    ),
    // The sweeper's two questions: which rows are marked deleted, and which unattached ones are old.
    index('uploads_deleted_idx').on(t.deleted_at).where(sql`${t.deleted_at} is not null`),
    index('uploads_unattached_created_idx').on(t.created_at).where(sql`${t.attached_kind} is null`),
    index('uploads_attached_idx').on(t.attached_kind, t.attached_id),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
