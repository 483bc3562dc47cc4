import { sql } from 'drizzle-orm';
import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { documentShares, documents, documentVersions, folders } from './documents.table';

const folderFields = tableListFields(folders);

/** GET /folders: filters on the tree's columns; `search` matches names across every visible folder. */
export const folderList = defineListSpec({
  fields: folderFields,
  sortable: ['id', 'name', 'folder_path', 'created_at', 'updated_at'],
  filterable: Object.keys(folderFields).filter((f) => f !== 'description'),
  searchable: [folders.name],
  defaultOrder: [{ field: 'name', direction: 'asc' }],
});

// The file's address is the upload's, made from its id; `file_path` is the same address (the storage key
// is never shown).
const fileUrl = (uploadId: unknown) => sql<string>`'/api/1/files/' || ${uploadId}`;

const documentFields = {
  ...tableListFields(documents),
  file_url: { expr: fileUrl(documents.upload_id), kind: 'string' as const },
  file_path: { expr: fileUrl(documents.upload_id), kind: 'string' as const },
};

/** GET /documents: `search` matches names across every visible folder. */
export const documentList = defineListSpec({
  fields: documentFields,
  sortable: ['id', 'name', 'file_size', 'mime_type', 'created_at', 'updated_at', 'version_number'],
  filterable: Object.keys(documentFields).filter(
    (f) => !['description', 'file_url', 'file_path'].includes(f),
  ),
  searchable: [documents.name],
  defaultOrder: [{ field: 'name', direction: 'asc' }],
});

const versionFields = {
  ...tableListFields(documentVersions),
  file_url: { expr: fileUrl(documentVersions.upload_id), kind: 'string' as const },
  file_path: { expr: fileUrl(documentVersions.upload_id), kind: 'string' as const },
};

/** GET /document_versions?document_id=: newest first. */
export const versionList = defineListSpec({
  fields: versionFields,
  sortable: ['id', 'version_number', 'created_at'],
  filterable: ['id', 'document_id', 'version_number', 'created_by'],
  defaultOrder: [{ field: 'version_number', direction: 'desc' }],
});

// The share's id is written out in full: drizzle names a column of the list's own table unqualified, which
// inside the subquery would mean the access row's id.
const shareFields = {
  ...tableListFields(documentShares, { omit: ['token_hash'] }),
  download_count: {
    expr: sql<number>`(select count(*)::int from document_share_access a where a.share_id = "document_shares"."id" and a.succeeded)`,
    kind: 'integer' as const,
  },
  last_downloaded_at: {
    expr: sql<
      string | null
    >`(select to_char(max(a.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from document_share_access a where a.share_id = "document_shares"."id" and a.succeeded)`,
    kind: null,
  },
  // The token is only ever answered by the create call.
  token: { expr: sql<null>`null`, kind: null },
  url: { expr: sql<null>`null`, kind: null },
};

/** GET /document_shares?document_id=: newest first. */
export const shareList = defineListSpec({
  fields: shareFields,
  sortable: ['id', 'created_at', 'expires_at'],
  filterable: ['id', 'document_id', 'created_by'],
  defaultOrder: [{ field: 'created_at', direction: 'desc' }],
});
