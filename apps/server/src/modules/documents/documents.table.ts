import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp, recordColumns } from '../../platform/database/columns';
import { searchFold } from '../../platform/database/search-fold';
import { uploads } from '../files/files.table';
import { quotations } from '../quotations/quotations.table';
import { users } from '../users/users.table';

/**
 * Folders. A user's root 'Documents' (user_id set, no parent, system) and their own folders beneath it; the
 * shared system folder Logistics (no user, no quotation) and one shared folder per quotation beneath it.
 * Deleting a folder deletes its subfolders and documents (cascades); deleting a quotation deletes its folder.
 */
export const folders = pgTable(
  'folders',
  {
    id: idColumn(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parent_folder_id: integer('parent_folder_id').references((): AnyPgColumn => folders.id, {
      onDelete: 'cascade',
    }),
    folder_path: text('folder_path').notNull(),
    is_system_folder: boolean('is_system_folder').notNull().default(false),
    quotation_id: integer('quotation_id').references(() => quotations.id, { onDelete: 'cascade' }),
    ...recordColumns(),
  },
  (t) => [
    index('folders_parent_idx').on(t.parent_folder_id, t.name),
    index('folders_user_idx').on(t.user_id),
    // One root per user, one Logistics folder, one folder per quotation: get-or-create answers ON CONFLICT.
    uniqueIndex('folders_user_root_key')
      .on(t.user_id)
      .where(sql`${t.parent_folder_id} is null and ${t.user_id} is not null`),
    uniqueIndex('folders_logistics_key')
      .on(t.is_system_folder)
      .where(sql`${t.user_id} is null and ${t.quotation_id} is null`),
    uniqueIndex('folders_quotation_key').on(t.quotation_id),
    index('folders_name_trgm_idx').using('gin', sql`${searchFold(t.name)} gin_trgm_ops`),
  ],
);

/**
 * Documents. The current file is `upload_id` (files module, attached as kind 'document' to this id); every
 * file the document had is a row of document_versions, whose deletion discards its upload (see the trigger in
 * the migration), so a folder or quotation deleted by a cascade leaves no file behind.
 */
export const documents = pgTable(
  'documents',
  {
    id: idColumn(),
    // The uploader. Their own documents go with their folders; a quotation's stay with the quotation.
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    folder_id: belongsTo('folder_id', () => folders.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    upload_id: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
    file_name: text('file_name').notNull(),
    file_size: integer('file_size').notNull(),
    mime_type: text('mime_type').notNull(),
    file_extension: text('file_extension').notNull().default(''),
    is_public: boolean('is_public').notNull().default(false),
    version_number: integer('version_number').notNull().default(1),
    quotation_id: integer('quotation_id').references(() => quotations.id, { onDelete: 'cascade' }),
    ...recordColumns(),
  },
  (t) => [
    index('documents_folder_idx').on(t.folder_id, t.name),
    index('documents_user_idx').on(t.user_id),
    index('documents_quotation_idx').on(t.quotation_id),
    index('documents_name_trgm_idx').using('gin', sql`${searchFold(t.name)} gin_trgm_ops`),
  ],
);

export const documentVersions = pgTable(
  'document_versions',
  {
    id: idColumn(),
    document_id: belongsTo('document_id', () => documents.id),
    version_number: integer('version_number').notNull(),
    upload_id: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
    file_name: text('file_name').notNull(),
    file_size: integer('file_size').notNull(),
    mime_type: text('mime_type').notNull(),
    change_description: text('change_description').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('document_versions_number_key').on(t.document_id, t.version_number),
    index('document_versions_upload_idx').on(t.upload_id),
  ],
);

/** Share links: the token's SHA-256 only (the token itself is answered once). */
export const documentShares = pgTable(
  'document_shares',
  {
    id: idColumn(),
    document_id: belongsTo('document_id', () => documents.id),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: isoTimestamp('expires_at').notNull(),
    revoked_at: isoTimestamp('revoked_at'),
    ...recordColumns(),
  },
  (t) => [index('document_shares_document_idx').on(t.document_id)],
);

/**
 * Every request of a public share link, in PostgreSQL so every server process throttles alike: the
 * downloads of a share (share_id set, succeeded) and the attempts per client address.
 */
export const documentShareAccess = pgTable(
  'document_share_access',
  {
    id: idColumn(),
    share_id: integer('share_id').references(() => documentShares.id, { onDelete: 'cascade' }),
    client_ip: text('client_ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    index('document_share_access_ip_idx').on(t.client_ip, t.created_at),
    index('document_share_access_share_idx').on(t.share_id, t.created_at),
  ],
);
