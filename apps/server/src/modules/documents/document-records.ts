import { type DocumentRecord, type DocumentVersion, uploadUrl } from '@freight/domain';
import type { DocumentRow, VersionRow } from './documents.repository';

/** A document row as the API answers it: with the file's address (never its storage key). */
export function toDocument(row: DocumentRow): DocumentRecord {
  const url = uploadUrl(row.upload_id);
  return { ...row, file_url: url, file_path: url };
}

export function toVersion(row: VersionRow): DocumentVersion {
  const url = uploadUrl(row.upload_id);
  return { ...row, file_url: url, file_path: url };
}
