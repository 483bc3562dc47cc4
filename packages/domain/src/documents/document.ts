import { z } from 'zod';
import { recordId, versionedColumns } from '../shared/record-columns';

/**
 * The file a document shows, or one of its earlier versions: the upload holding the bytes, its stored name and
 * path, where it downloads from, its size and the type detected from its content.
 */
function storedFileColumns() {
  return {
    upload_id: z.number().int(),
    file_name: z.string(),
    file_path: z.string(),
    file_url: z.string(),
    file_size: z.number().int(),
    mime_type: z.string(),
  };
}

/** A folder. `user_id` is null for the shared system folders (Logistics and per quotation). */
export const folderSchema = z.object({
  ...recordId(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  parent_folder_id: z.number().int().nullable(),
  folder_path: z.string(),
  is_system_folder: z.boolean(),
  quotation_id: z.number().int().nullable(),
  ...versionedColumns(),
});
export type Folder = z.infer<typeof folderSchema>;

/**
 * A document. `version` is the record's edit version (If-Match); `version_number` is the
 * number of the file version the document currently shows (1 on upload, highest + 1 for each new one).
 */
export const documentSchema = z.object({
  ...recordId(),
  user_id: z.number().int().nullable(),
  folder_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  ...storedFileColumns(),
  file_extension: z.string(),
  is_public: z.boolean(),
  version_number: z.number().int(),
  quotation_id: z.number().int().nullable(),
  ...versionedColumns(),
});
export type DocumentRecord = z.infer<typeof documentSchema>;

/** One stored version of a document's file. */
export const documentVersionSchema = z.object({
  ...recordId(),
  document_id: z.number().int(),
  version_number: z.number().int(),
  ...storedFileColumns(),
  change_description: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/**
 * A share link of a document. The token itself is stored only as a hash: `token` and `url` are answered once,
 * by the create call, and are null afterwards.
 */
export const documentShareSchema = z.object({
  ...recordId(),
  document_id: z.number().int(),
  created_by: z.number().int().nullable(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  download_count: z.number().int(),
  last_downloaded_at: z.string().nullable(),
  token: z.string().nullable(),
  url: z.string().nullable(),
  ...versionedColumns(),
});
export type DocumentShare = z.infer<typeof documentShareSchema>;

/** A folder's place and contents, as the Documents screen shows one folder. */
export const folderContentsSchema = z.object({
  folder: folderSchema,
  /** From the caller's root down to the folder itself, for the breadcrumb. */
  path: z.array(z.object({ id: z.number().int(), name: z.string() })),
  folders: z.array(folderSchema),
  documents: z.array(documentSchema),
});

/** Everything under a folder (at every depth): what deleting it would delete. */
export const folderItemCountSchema = z.object({
  folders: z.number().int(),
  documents: z.number().int(),
});
